"""The docs site in a real browser: the diagrams are drawn, and nothing comes from elsewhere.

The site is built to a temporary directory, served on 127.0.0.1 by ``http.server``
in a thread, and opened by headless Chromium, which runs the page's JavaScript and
prints the resulting DOM. Name resolution for every other host is switched off in
the browser, so a page that needed the network would show it here.

- A diagram is a ``mermaid`` fence, which the build writes as ``<pre class="mermaid">``.
  Material hands its text to mermaid and, only once mermaid has returned the SVG,
  replaces the ``<pre>`` with a ``<div class="mermaid">`` that holds the SVG in a
  closed shadow root (which ``--dump-dom`` cannot show). So a page whose diagrams
  were all drawn has as many such ``<div>`` elements as it has fences, and no
  ``<pre class="mermaid">`` left; a diagram that fails to parse, or a mermaid that
  never loads, leaves its text in a ``<pre>`` and an error in the browser console.
- Every request the page makes is read from Chromium's network log; the ones the
  page started (its initiator is the site) must all go to the site.

The last test looks at pages as a reader does, through Chromium's DevTools protocol
on a pipe (``DevTools``): it scrolls to one entry of the strategy catalogue, measures
the candidates and the coloured discs of its picture as the browser drew them, and
keeps screenshots of that entry and of the Observer page in the test's folder.

Chromium is not a Python package: without it (Debian: ``apt-get install chromium``)
these tests are skipped.
"""

from __future__ import annotations

import base64
import functools
import http.server
import importlib.util
import json
import os
import re
import shutil
import subprocess
import threading
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
BROWSERS = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable")


def find_browser() -> str | None:
    """The command of an installed Chromium, or ``None``."""
    return next((path for path in map(shutil.which, BROWSERS) if path), None)


BROWSER = find_browser()

pytestmark = [
    pytest.mark.skipif(BROWSER is None, reason="headless Chromium is not installed "
                       "(Debian: apt-get install chromium); the docs are not checked in a browser"),
    pytest.mark.skipif(importlib.util.find_spec("mkdocs") is None,
                       reason="mkdocs is not installed; install the docs extra"),
]


def page_url(page: Path) -> str:
    """The path of the built page of ``docs/<page>.md`` (``use_directory_urls`` is on)."""
    relative = page.relative_to(DOCS).with_suffix("")
    return "" if relative.name == "index" and relative.parent == Path(".") \
        else f"{relative.as_posix()}/"


def mermaid_fences(page: Path) -> int:
    return len(re.findall(r"^```mermaid\s*$", page.read_text(encoding="utf-8"), re.MULTILINE))


PAGES_WITH_DIAGRAMS = sorted(page for page in DOCS.rglob("*.md") if mermaid_fences(page))


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format, *args):  # noqa: A002 - the signature of the base class
        pass


@pytest.fixture(scope="module")
def site(built_site):
    """The base URL of the freshly built site, served from a thread for the tests of this module."""
    directory = built_site.directory
    assert built_site.returncode == 0, \
        f"mkdocs build --strict failed:\n{built_site.stderr}{built_site.stdout}"
    handler = functools.partial(QuietHandler, directory=str(directory))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()


class Visit:
    """What the browser made of one page: the DOM after its scripts ran, and its requests."""

    def __init__(self, dom: str, requests: list[tuple[str, str]], console: list[str]):
        self.dom = dom
        self.requests = requests  # (url, initiator)
        self.console = console


def visit(url: str, workdir: Path) -> Visit:
    net_log = workdir / "net-log.json"
    command = [
        BROWSER, "--headless", "--no-sandbox", "--disable-gpu",
        "--disable-background-networking", "--disable-component-update", "--no-first-run",
        "--disable-default-apps", "--disable-extensions", "--disable-sync",
        f"--user-data-dir={workdir / 'profile'}",
        # Every host but ours fails to resolve: the page must do without the network.
        "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
        f"--log-net-log={net_log}", "--enable-logging=stderr", "--v=0",
        "--virtual-time-budget=15000", "--dump-dom", url,
    ]
    run = subprocess.run(command, capture_output=True, text=True, timeout=180)
    assert run.returncode == 0, f"{BROWSER} failed on {url}:\n{run.stderr[-3000:]}"
    console = [line for line in run.stderr.splitlines() if ":CONSOLE" in line]
    return Visit(run.stdout, requests_in(net_log), console)


def requests_in(net_log: Path) -> list[tuple[str, str]]:
    """(url, initiator) of every request in a Chromium network log."""
    text = net_log.read_text(encoding="utf-8")
    try:
        log = json.loads(text)
    except json.JSONDecodeError:  # a log cut short at exit lacks its closing brackets
        log = json.loads(text.rstrip().rstrip(",") + "]}")
    names = {number: name for name, number in log["constants"]["logEventTypes"].items()}
    found = []
    for event in log.get("events", []):
        parameters = event.get("params") or {}
        if names.get(event["type"]) == "URL_REQUEST_START_JOB" and "url" in parameters:
            found.append((parameters["url"], parameters.get("initiator", "")))
    return found


ALWAYS_DRAWN = {DOCS / "index.md", DOCS / "patterns" / "observer.md"}
"""The pages whose diagrams every run draws: the home page, and a page with a class
diagram and a sequence diagram. Each page is one Chromium start (seconds), so the
other pages wait for ``-m slow``, with the sweeps."""


@pytest.mark.parametrize("page", [
    pytest.param(page, id=str(page.relative_to(DOCS)),
                 marks=() if page in ALWAYS_DRAWN else pytest.mark.slow)
    for page in PAGES_WITH_DIAGRAMS])
def test_diagrams_are_drawn_offline_from_the_site_s_own_files(page, site, tmp_path):
    url = site + page_url(page)
    seen = visit(url, tmp_path)
    assert "md-content" in seen.dom, f"{url} did not load:\n{seen.dom[:500]}"
    left = seen.dom.count('<pre class="mermaid"')
    drawn = len(re.findall(r'<div class="mermaid">', seen.dom))
    errors = [line for line in seen.console if "Error" in line or "Uncaught" in line]
    assert left == 0 and drawn == mermaid_fences(page), (
        f"{url}: {drawn} of {mermaid_fences(page)} diagrams drawn, {left} left as text;"
        " browser console:\n" + "\n".join(seen.console))
    assert not errors, f"{url}: errors in the browser console:\n" + "\n".join(errors)

    origin = site.rstrip("/")
    from_the_page = [requested for requested, initiator in seen.requests if initiator == origin]
    assert f"{site}javascripts/mermaid.min.js" in from_the_page, \
        f"{url} did not load the site's own mermaid; it asked for:\n" + "\n".join(from_the_page)
    elsewhere = [requested for requested in from_the_page if not requested.startswith(site)]
    assert not elsewhere, f"{url} asked another site for:\n" + "\n".join(elsewhere)


@pytest.mark.slow  # the diagrams test of index.md checks the same requests in every run
def test_the_home_page_asks_no_other_site(site, tmp_path):
    seen = visit(site, tmp_path)
    assert "md-content" in seen.dom
    origin = site.rstrip("/")
    elsewhere = [requested for requested, initiator in seen.requests
                 if initiator == origin and not requested.startswith(site)]
    assert not elsewhere, "the home page asked another site for:\n" + "\n".join(elsewhere)


# --- as a reader sees it ----------------------------------------------------------------------

class DevTools:
    """Headless Chromium driven through its DevTools protocol, on a pipe.

    Chromium reads commands on its file descriptor 3 and writes replies on 4,
    each a JSON message ended by a NUL byte. One tab is opened and attached;
    ``page`` sends a command to it.
    """

    def __init__(self, workdir: Path, window: tuple[int, int] = (1000, 1000)):
        commands, self._commands = os.pipe()
        self._replies, replies = os.pipe()

        def wire():  # in the child, before Chromium starts: its ends of the pipes on 3 and 4
            os.dup2(commands, 3)
            os.dup2(replies, 4)

        self.process = subprocess.Popen(
            [BROWSER, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
             "--disable-background-networking", "--disable-component-update", "--disable-sync",
             "--remote-debugging-pipe", f"--user-data-dir={workdir / 'profile'}",
             f"--window-size={window[0]},{window[1]}", "about:blank"],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            pass_fds=(3, 4), preexec_fn=wire)  # noqa: PLW1509 - the child runs nothing else
        os.close(commands)
        os.close(replies)
        self._sent, self._unread = 0, b""
        tab = self.call("Target.createTarget", url="about:blank")["targetId"]
        self.session = self.call("Target.attachToTarget", targetId=tab, flatten=True)["sessionId"]

    def call(self, method: str, session: str | None = None, **params) -> dict:
        """Send one command and wait for its reply (events on the way are skipped)."""
        self._sent += 1
        message = {"id": self._sent, "method": method, "params": params}
        if session:
            message["sessionId"] = session
        os.write(self._commands, json.dumps(message).encode() + b"\0")
        while True:
            while b"\0" not in self._unread:
                chunk = os.read(self._replies, 1 << 16)
                assert chunk, f"Chromium closed its pipe during {method}"
                self._unread += chunk
            raw, self._unread = self._unread.split(b"\0", 1)
            reply = json.loads(raw)
            if reply.get("id") == self._sent:
                assert "error" not in reply, f"{method}: {reply['error']}"
                return reply["result"]

    def page(self, method: str, **params) -> dict:
        """Send one command to the tab."""
        return self.call(method, session=self.session, **params)

    def evaluate(self, expression: str):
        """The value of a JavaScript expression in the tab."""
        return self.page("Runtime.evaluate", expression=expression,
                         returnByValue=True)["result"].get("value")

    def open(self, url: str, timeout: float = 60) -> None:
        """Go to ``url`` and wait until it has loaded."""
        self.page("Page.navigate", url=url)
        end = time.monotonic() + timeout
        while self.evaluate("document.readyState") != "complete":
            assert time.monotonic() < end, f"{url} did not load in {timeout} s"
            time.sleep(0.05)

    def screenshot(self, clip: dict | None = None) -> bytes:
        """A PNG of what the tab shows, or of the part ``clip`` of the page (CSS pixels)."""
        params = {"format": "png"}
        if clip:
            params["clip"] = {**clip, "scale": 1}
        return base64.b64decode(self.page("Page.captureScreenshot", **params)["data"])

    def close(self) -> None:
        """Close the browser, and the pipes."""
        try:
            self.call("Browser.close")
            self.process.wait(timeout=30)
        finally:
            if self.process.poll() is None:
                self.process.kill()
                self.process.wait()
            os.close(self._commands)
            os.close(self._replies)


ENTRY = """(() => {
  // The picture of the entry whose heading is HEADING, measured as the browser drew it.
  const heading = document.getElementById(HEADING);
  let figure = heading;
  while (!figure.matches("figure.catalogue-step")) figure = figure.nextElementSibling;
  const top = heading.getBoundingClientRect(), bottom = figure.getBoundingClientRect();
  const discs = {};
  for (const disc of figure.querySelectorAll("svg circle")) {
    const fill = disc.getAttribute("fill");
    (discs[fill] = discs[fill] || []).push(disc.getBoundingClientRect().width);
  }
  const candidates = Array.from(figure.querySelectorAll("text.candidate"),
                                text => text.getBoundingClientRect().height);
  return {clip: {x: top.left + scrollX - 8, y: top.top + scrollY - 8,
                 width: Math.max(top.width, bottom.width) + 16, height: bottom.bottom - top.top + 16},
          candidates: candidates, discs: discs};
})()"""
"""The measures of one catalogue entry, taken in the browser (``HEADING`` filled in)."""


def is_png(data: bytes) -> bool:
    return data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR"


def test_a_catalogue_entry_reads_at_normal_size_and_the_pages_are_kept_as_screenshots(
        site, tmp_path):
    from sudoku.catalogue import example
    from sudoku.render.svg_marks import COLOURS, ROLE_COLOURS
    from sudoku.strategies import by_name

    step = example(by_name("XY-Wing")).step
    browser = DevTools(tmp_path, window=(1000, 1200))
    try:
        browser.open(site + "strategies/")
        browser.evaluate('scrollTo(0, document.getElementById("xy-wing")'
                         '.getBoundingClientRect().top + scrollY - 80)')  # below the header
        time.sleep(0.3)  # the page settles after the scroll
        seen = browser.evaluate(ENTRY.replace("HEADING", '"xy-wing"'))
        entry = browser.screenshot(seen["clip"])
        browser.open(site + "patterns/observer/")
        observer = browser.screenshot()
    finally:
        browser.close()
    (tmp_path / "catalogue-xy-wing.png").write_bytes(entry)
    (tmp_path / "observer.png").write_bytes(observer)

    assert len(seen["candidates"]) > 40 and min(seen["candidates"]) >= 12  # px on the screen
    struck = set(step.eliminations)
    for role in ("pivot", "wing"):
        marks = [m for m in step.marks if m.role == role and (m.cell, m.digit) not in struck]
        drawn = seen["discs"][ROLE_COLOURS[role]]  # the candidates' discs, and the legend's
        assert len(drawn) == len(marks) + 1 and min(drawn) >= 12, (role, drawn)
    assert len(seen["discs"][COLOURS["struck disc"]]) == len(struck) + 1
    for shot in (entry, observer):
        assert is_png(shot) and len(shot) > 20_000  # a picture, not a blank page
