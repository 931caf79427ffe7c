// The step viewer of `sudoku explain --html` (see sudoku/render/report.py).
//
// The section of each solve (class "solve") holds the picture of its givens,
// the list of its steps, and the data of all its pictures: the distinct lines
// of SVG, and each picture as runs of line numbers [first, count, first, count,
// ...]. Showing a step puts its lines together and swaps them in for the board.
// The buttons, the left and right arrow keys, a click on a step and the address
// (#step-5, or #puzzle-2-step-5 in the second solve) all go through show().
(function () {
  "use strict";
  const viewers = [];
  let active = null;  // the viewer the arrow keys move: the last one used

  function picture(data, index) {
    const runs = data.pictures[index], lines = [];
    for (let i = 0; i < runs.length; i += 2) {
      for (let line = runs[i]; line < runs[i] + runs[i + 1]; line++) lines.push(data.lines[line]);
    }
    return lines.join("\n");
  }

  function viewer(section, number) {
    const data = JSON.parse(section.querySelector("script.pictures").textContent);
    const items = Array.from(section.querySelectorAll("ol.steps > li"));
    const list = section.querySelector("ol.steps");
    const board = section.querySelector(".board");
    const now = section.querySelector(".now");
    const position = section.querySelector(".position");
    const previous = section.querySelector("button.previous");
    const next = section.querySelector("button.next");
    const prefix = number === 0 ? "step-" : "puzzle-" + (number + 1) + "-step-";
    const self = { index: -1 };  // index: the picture shown

    self.show = function (index, remember) {
      index = Math.max(0, Math.min(items.length - 1, index));
      if (index !== self.index) {
        board.innerHTML = picture(data, index);
        if (self.index >= 0) items[self.index].classList.remove("current");
        const item = items[index];
        item.classList.add("current");
        // Scroll the list, not the page, to keep the current step in sight.
        list.scrollTop = item.offsetTop - list.clientHeight / 2 + item.offsetHeight / 2;
        const sentence = item.querySelector(".sentence");
        now.innerHTML = "";
        const title = document.createElement("h3");
        title.textContent = item.querySelector("a").textContent;
        now.appendChild(title);
        if (sentence) {
          const words = document.createElement("p");
          words.textContent = sentence.textContent;
          if (item.classList.contains("guess")) words.className = "guess";
          now.appendChild(words);
        }
        position.textContent = index + " / " + (items.length - 1);
        previous.disabled = index === 0;
        next.disabled = index === items.length - 1;
        self.index = index;
      }
      active = self;
      if (remember) {
        try { history.replaceState(null, "", "#" + prefix + index); } catch (error) { /* file: */ }
      }
    };

    items.forEach(function (item, index) {
      const link = item.querySelector("a");
      link.href = "#" + prefix + index;
      link.addEventListener("click", function (event) {
        event.preventDefault();  // no jump, no history entry: the board moves, the address follows
        self.show(index, true);
      });
    });
    previous.addEventListener("click", function () { self.show(self.index - 1, true); });
    next.addEventListener("click", function () { self.show(self.index + 1, true); });
    section.addEventListener("pointerdown", function () { active = self; });
    section.querySelector(".controls").hidden = false;
    section.querySelector(".hint").hidden = false;
    self.show(0, false);
    return self;
  }

  function follow(hash) {
    const found = /^#(?:puzzle-(\d+)-)?step-(\d+)$/.exec(hash);
    const target = found && viewers[found[1] ? Number(found[1]) - 1 : 0];
    if (target) target.show(Number(found[2]), false);
  }

  document.querySelectorAll("section.solve").forEach(function (section, number) {
    viewers.push(viewer(section, number));
  });
  active = viewers[0] || null;
  follow(location.hash);
  window.addEventListener("hashchange", function () { follow(location.hash); });
  document.addEventListener("keydown", function (event) {
    if (!active || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (/^(INPUT|TEXTAREA|SELECT)$/.test(event.target.tagName || "")) return;
    const move = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
    if (move) {
      event.preventDefault();
      active.show(active.index + move, true);
    }
  });
}());
