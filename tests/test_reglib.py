"""HoDoKu's regression library as a test: every technique we have, on the library's cases.

TL;DR: each of the library's 1,112 cases is a position and one technique, with the
eliminations (or placements) that the technique must give there and nowhere else. We set
the position up, ask *our* strategy for that technique, and hold what it finds to the
case and to the solution. ``python benchmarks/reglib.py`` prints the figures per code.

The library is reference data beside the project (``../shared/reference``, see its
README); without it the tests skip. ``TECHNIQUES`` maps HoDoKu's codes (the file's header
names every one) to the strategies that implement them; a code that is missing there is
a technique we do not have, and its cases are not asked.

**What "pass" means.** At the case's position the strategy is asked for a step; the step
is held to the solution of the givens and placed digits (the one solution every case has)
and applied; then it is asked again, up to ``MOST_STEPS`` steps, until the steps have
struck every expected elimination (or placed every expected digit), or it finds nothing
more. A uniqueness technique is asked as ``assuming_unique`` (every case has one solution).

When that does not give the case's results, the strategy is asked a second way: for every
instance it finds at the position (``find_all``, the list ``sudoku find`` prints, up to
``MOST_LISTED``), each held to the solution too. A position often holds several instances
of a technique (two naked pairs, two XYZ-Wings, many chains), and the library names one of
them: the case is *listed* when that one is among ours, with exactly its results. The
library's own tester asks the same question, whether the technique can find that step.

A placement and the eliminations of every other candidate of its cell say the same thing:
a loop that proves r3c5 is 4 places it, where HoDoKu may strike the cell's other
candidates instead. Results are compared in that one form (``plain``).

- **pass**: every step is sound, and the steps struck (or placed) exactly the expected
  set: their union equals it, whether it took one step or several (another instance of
  the technique may come first).
- **listed**: not a pass the first way, but the case's instance is one of those
  ``find_all`` lists, with exactly the expected results, and every listed instance is
  sound. It counts as passed; the benchmark shows how many passed this way.
- **extra**: every step sound, the expected set covered, but some step also struck a
  candidate outside it, and the case's instance is not listed: the strategy found a
  different-but-sound instance first.
- **not found**: the strategy found nothing at the position.
- **different**: it found steps, all sound, but they never covered the expected set
  (it stopped, or ``MOST_STEPS`` ran out), and the case's instance is not listed; on a
  fail case (``-x``), any step at all.
- **unsound**: a step placed a wrong digit, struck the right one, or struck a candidate
  the cell does not hold. Never allowed.

A fail case passes when the strategy finds nothing there.

The default run asks a sample, the first case of each code and variant we have (a few
seconds); ``-m slow`` asks every case. For a code whose failures the table
explains (``Technique.gaps``), a case that is not a pass is an expected failure with that
reason; for any other code it fails the test. An unsound step fails it everywhere.
"""

from __future__ import annotations

import functools
import itertools
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import NamedTuple

import pytest
from conftest import SHARED

from sudoku import Board, Solver
from sudoku.layout import CLASSIC
from sudoku.library_lines import LibraryCase, read_library_line
from sudoku.strategies import (
    DEFAULT_CHAIN,
    AlsXyChain,
    AlsXyWing,
    AlsXz,
    AvoidableRectangle,
    BugPlusOne,
    ContinuousNiceLoop,
    DeathBlossom,
    EmptyRectangle,
    FinnedFish,
    Fish,
    FrankenFish,
    FullHouse,
    GroupedNiceLoop,
    HiddenRectangle,
    HiddenSingle,
    HiddenSubset,
    LockedCandidates,
    MultiColouring,
    NakedSingle,
    NakedSubset,
    NiceLoop,
    RemotePair,
    SimpleColouring,
    Strategy,
    SueDeCoq,
    Template,
    TurbotFish,
    UniqueRectangle,
    WWing,
    XChain,
    XYChain,
    XYWing,
    XYZWing,
)

LIBRARY = SHARED / "reference" / "hodoku_reglib-1.3.txt"
"""HoDoKu's regression library, beside the project (absent in a fresh clone)."""

MOST_STEPS = 20
"""How many steps of the strategy a case may take to give its expected results."""

MOST_LISTED = 300
"""How many instances of ``find_all`` a case looks through for its own."""


class Technique(NamedTuple):
    """How we answer one of HoDoKu's codes.

    Attributes:
        make: builds the strategy (a new one per case, as uniqueness ones keep state).
        gaps: why some cases of the code do not pass, when we know; ``""`` when every
            case must pass.
    """

    make: Callable[[], Strategy]
    gaps: str = ""


SUBSETS = ("the position holds another subset of the size too, and ours takes the first in "
           "container order (rows, columns, boxes): its step strikes some of the case's "
           "candidates and others besides (extra), or strikes a digit of the case's hidden "
           "subset from one of its cells, so the case's subset is gone (different)")
LOOP_WITH_SETS = ("one loop through almost locked sets (line 1253) is not found: no loop of our "
                  "links, sets of up to five cells included, strikes any of its candidates")

TECHNIQUES: dict[str, Technique] = {
    "0000": Technique(FullHouse),
    "0002": Technique(HiddenSingle, "the agenda offers the lone places in container order "
                                    "(rows, columns, boxes), lowest digit first, so other "
                                    "digits come first; in three cases the case's comes after "
                                    f"{MOST_STEPS} steps (lines 142, 170, 172: step 23, 46, 21)"),
    "0003": Technique(NakedSingle),
    "0100": Technique(lambda: LockedCandidates("pointing")),
    "0101": Technique(lambda: LockedCandidates("claiming")),
    "0110": Technique(lambda: NakedSubset(2)),  # a naked pair clears every container it shares
    "0111": Technique(lambda: NakedSubset(3)),
    "0200": Technique(lambda: NakedSubset(2), SUBSETS),
    "0201": Technique(lambda: NakedSubset(3), SUBSETS),
    "0202": Technique(lambda: NakedSubset(4), SUBSETS),
    "0210": Technique(lambda: HiddenSubset(2), SUBSETS),
    "0211": Technique(lambda: HiddenSubset(3), SUBSETS),
    "0212": Technique(lambda: HiddenSubset(4), SUBSETS),
    "0300": Technique(lambda: Fish(2)),
    "0301": Technique(lambda: Fish(3)),
    "0302": Technique(lambda: Fish(4)),
    "0310": Technique(lambda: FinnedFish(2)),
    "0311": Technique(lambda: FinnedFish(3)),
    "03111": Technique(lambda: FinnedFish(3)),
    "0312": Technique(lambda: FinnedFish(4)),
    "03121": Technique(lambda: FinnedFish(4)),
    "0320": Technique(lambda: FinnedFish(2)),
    "0321": Technique(lambda: FinnedFish(3)),
    "03211": Technique(lambda: FinnedFish(3)),
    "0322": Technique(lambda: FinnedFish(4)),
    "03221": Technique(lambda: FinnedFish(4)),
    "0331": Technique(lambda: FrankenFish(3)),
    "0332": Technique(lambda: FrankenFish(4)),
    "0340": Technique(lambda: FrankenFish(2)),
    "0341": Technique(lambda: FrankenFish(3)),
    "03411": Technique(lambda: FrankenFish(3)),
    "0342": Technique(lambda: FrankenFish(4)),
    "03421": Technique(lambda: FrankenFish(4)),
    "0362": Technique(lambda: FrankenFish(4, "mutant")),
    "03621": Technique(lambda: FrankenFish(4, "mutant")),
    "0400": Technique(lambda: TurbotFish("skyscraper")),
    "0401": Technique(lambda: TurbotFish("kite")),
    "0402": Technique(EmptyRectangle),
    "0403": Technique(lambda: TurbotFish("turbot")),
    "0404": Technique(lambda: TurbotFish("kite")),
    "0405": Technique(EmptyRectangle),  # one step takes every empty rectangle of the box
    "0500": Technique(SimpleColouring),
    "0501": Technique(SimpleColouring),
    "0502": Technique(lambda: MultiColouring("trap")),
    "0503": Technique(lambda: MultiColouring("wrap")),
    "0600": Technique(lambda: UniqueRectangle(1)),
    "0601": Technique(lambda: UniqueRectangle(2)),
    "0602": Technique(lambda: UniqueRectangle(3)),
    "0603": Technique(lambda: UniqueRectangle(4)),
    "0604": Technique(lambda: UniqueRectangle(5)),
    "0605": Technique(lambda: UniqueRectangle(6)),
    "0606": Technique(HiddenRectangle),
    "0607": Technique(lambda: AvoidableRectangle(1)),
    "0608": Technique(lambda: AvoidableRectangle(2)),
    "0610": Technique(BugPlusOne),
    "0701": Technique(XChain),
    "0702": Technique(XYChain, "the chain search takes the shortest chain first, not the "
                                 "case's, and a step of another chain may spoil it"),
    "0703": Technique(RemotePair),
    "0706": Technique(ContinuousNiceLoop),
    "0707": Technique(NiceLoop),
    "0708": Technique(NiceLoop),
    "0709": Technique(lambda: ContinuousNiceLoop(grouped=True), LOOP_WITH_SETS),
    "0710": Technique(GroupedNiceLoop),
    "0711": Technique(GroupedNiceLoop),
    "0800": Technique(XYWing),
    "0801": Technique(XYZWing, "three cases share their position with the case before them "
                                 "(lines 1371, 1373, 1378), whose XYZ-Wing ours finds first "
                                 "(pivots in cell order); it strikes a candidate of this case's "
                                 "pivot, so this case's wing is gone (line 1372: r6c5<>8)"),
    "0803": Technique(WWing),
    "0901": Technique(AlsXz, "doubly linked, both sets are locked: ours strikes a digit of "
                             "one from the cells of the other too (sound), where HoDoKu leaves "
                             "them alone, so the case's pair strikes one candidate more (line "
                             "1415: r4c3<>8), and ours finds another pair first"),
    # in the variants -2 the sets share cells: find_all lists those after the sets apart
    "0902": Technique(AlsXyWing),
    "0903": Technique(AlsXyChain),  # find_all lists chains of up to eight sets
    "0904": Technique(DeathBlossom),
    "1101": Technique(SueDeCoq, "ours takes the first core, then the smallest parts, and may "
                                "find another group first (sound, HoDoKu reports a different "
                                "one), or one whose parts strike a little more"),
    "1201": Technique(lambda: Template("set")),
    "1202": Technique(lambda: Template("delete")),
}
"""HoDoKu's codes we have a strategy for; every variant of a code goes to the same one."""

PASS, LISTED, EXTRA, NOT_FOUND, DIFFERENT, UNSOUND = (
    "pass", "listed", "extra", "not found", "different", "unsound")
"""What a case can come to (see the module's docstring)."""

PASSED = frozenset({PASS, LISTED})
"""The outcomes that count as passed."""


@dataclass(frozen=True)
class Verdict:
    """What one case came to.

    Attributes:
        outcome: one of ``PASS``, ``EXTRA``, ``NOT_FOUND``, ``DIFFERENT``, ``UNSOUND``.
        steps: how many steps the strategy took.
        detail: what went wrong, in words (``""`` for a pass).
    """

    outcome: str
    steps: int = 0
    detail: str = ""


class Case(NamedTuple):
    """One line of the library: where it is, its code with the variant, and the line."""

    number: int
    code: str
    line: str

    @property
    def id(self) -> str:
        """The case's name in a test run: ``"line 1412 0901-2"``."""
        return f"line {self.number} {self.code}"


@functools.cache
def cases() -> tuple[Case, ...]:
    """Every case of the library, in file order (none without the library)."""
    if not LIBRARY.exists():
        return ()
    found = []
    for number, line in enumerate(LIBRARY.read_text(encoding="utf-8").splitlines(), 1):
        if line.startswith(":"):
            found.append(Case(number, line.split(":")[1], line))
    return tuple(found)


@functools.cache
def names() -> dict[str, str]:
    """The name of every code, as the library's header writes it: ``{"0901": "ALS-XZ rule"}``."""
    found: dict[str, str] = {}
    if LIBRARY.exists():
        for line in LIBRARY.read_text(encoding="utf-8").splitlines():
            match = re.match(r"#(\d{4,5}): (.+)", line)
            if match:
                found.setdefault(match.group(1), match.group(2).strip())
    return found


def technique_of(code: str) -> str:
    """The code of the technique, without its variant: ``"0901"`` for ``"0901-2"``."""
    return code.partition("-")[0]


@functools.cache
def solution(values: tuple[int, ...]) -> tuple[int, ...]:
    """The one solution of the puzzle whose digits are ``values``."""
    result = Solver().solve(Board(CLASSIC, list(values)))
    assert result.is_solved, "every case of the library has a solution"
    return tuple(result.grid)


def strategy_for(code: str) -> Strategy | None:
    """A new strategy for the technique of ``code``, uniqueness on; ``None`` if we have none."""
    technique = TECHNIQUES.get(technique_of(code))
    if technique is None:
        return None
    strategy = technique.make()
    return strategy.assuming_unique() if strategy.requires_uniqueness else strategy


def judge(case: LibraryCase, strategy: Strategy) -> Verdict:
    """Ask ``strategy`` at the case's position until it gives the expected results; the verdict.

    When the steps do not give them, the instances ``find_all`` lists at the position are
    searched for the case's own (see the module's docstring).
    """
    board = case.position.board()
    right = solution(tuple(case.position.values))
    expected = plain(board, results(case.placements, case.eliminations))
    verdict = in_turn(case, strategy, board, right, expected)
    if verdict.outcome in (PASS, UNSOUND) or case.fail:
        return verdict
    board = case.position.board()
    for count, step in enumerate(itertools.islice(strategy.find_all(board), MOST_LISTED), 1):
        wrong = unsound(step, board, right)
        if wrong:
            return Verdict(UNSOUND, count, f"listed {step}: {wrong}")
        if plain(board, found_by(step)) == expected:
            return Verdict(LISTED, count, f"the case's instance is number {count} listed")
    return verdict


def in_turn(case: LibraryCase, strategy: Strategy, board: Board, right: tuple[int, ...],
            expected: set) -> Verdict:
    """The first way: ``find``, apply, and again, until the expected results are given."""
    gave: set[tuple[str, int, int]] = set()
    steps = 0
    while steps < MOST_STEPS:
        step = strategy.find(board)
        if step is None:
            break
        steps += 1
        wrong = unsound(step, board, right)
        if wrong:
            return Verdict(UNSOUND, steps, f"{step}: {wrong}")
        if case.fail:
            return Verdict(DIFFERENT, steps, f"a fail case, yet found {step.results()}")
        found = plain(board, found_by(step))
        if found & expected:
            gave |= found
        step.apply(board)
        if expected <= gave:
            break
    if case.fail or (gave and gave == expected):
        return Verdict(PASS, steps)
    if not steps:
        return Verdict(NOT_FOUND)
    if expected <= gave:
        return Verdict(EXTRA, steps, f"also {written(gave - expected)}")
    return Verdict(DIFFERENT, steps,
                   f"missed {written(expected - gave)}; gave {written(gave) or 'nothing'}")


def found_by(step) -> set[tuple[str, int, int]]:
    """The results of ``step`` as a set (see ``results``)."""
    return results(((cell.index, digit) for cell, digit in step.placements),
                   ((cell.index, digit) for cell, digit in step.eliminations))


def plain(board: Board, found: set[tuple[str, int, int]]) -> set[tuple[str, int, int]]:
    """``found`` with each placement written as the eliminations it makes in its own cell.

    Placing 4 in r3c5 and striking every other candidate of r3c5 say the same thing; this
    is the one form both are compared in. A placement whose cell has no other candidate
    stays a placement.
    """
    written_out = set()
    for sign, index, digit in found:
        others = [other for other in board.candidates(board.cells[index]) if other != digit]
        if sign == "=" and others:
            written_out |= {("<>", index, other) for other in others}
        else:
            written_out.add((sign, index, digit))
    return written_out


def results(placements, eliminations) -> set[tuple[str, int, int]]:
    """Placements and eliminations as one set: ``("=", cell index, digit)``, ``("<>", ...)``."""
    return ({("=", index, digit) for index, digit in placements}
            | {("<>", index, digit) for index, digit in eliminations})


def unsound(step, board: Board, right: tuple[int, ...]) -> str:
    """What is wrong with ``step`` at ``board`` against the solution ``right``; ``""`` if nothing."""
    for cell, digit in step.placements:
        if right[cell.index] != digit or not board.has_candidate(cell, digit):
            return f"{cell.name}={digit} is wrong (the solution has {right[cell.index]})"
    for cell, digit in step.eliminations:
        if right[cell.index] == digit:
            return f"{cell.name}<>{digit} strikes the solution's digit"
        if not board.has_candidate(cell, digit):
            return f"{cell.name} does not hold {digit}"
    return ""


def written(found) -> str:
    """Results as players write them, in cell order: ``"r1c3<>7, r9c2=5"``."""
    return ", ".join(f"r{index // 9 + 1}c{index % 9 + 1}{sign}{digit}"
                     for sign, index, digit in sorted(found, key=lambda each: each[1:]))


def run(case: Case) -> Verdict | None:
    """The verdict of one case, ``None`` for a technique we do not have."""
    strategy = strategy_for(case.code)
    return None if strategy is None else judge(read_library_line(case.line), strategy)


def ours() -> list[Case]:
    """The cases of the techniques we have."""
    return [case for case in cases() if technique_of(case.code) in TECHNIQUES]


def sample(every: list[Case]) -> Iterator[Case]:
    """The first case of each code and variant, in file order."""
    firsts: dict[str, Case] = {}
    for case in every:
        firsts.setdefault(case.code, case)
    yield from firsts.values()


def check(case: Case) -> None:
    """Fail unless ``case`` passes, or fails for a reason its technique's ``gaps`` give."""
    verdict = run(case)
    assert verdict is not None
    assert verdict.outcome != UNSOUND, verdict.detail
    if verdict.outcome not in PASSED:
        gaps = TECHNIQUES[technique_of(case.code)].gaps
        if gaps:
            pytest.xfail(f"{verdict.outcome}: {gaps} ({verdict.detail})")
        pytest.fail(f"{case.id}: {verdict.outcome}, {verdict.detail}")


NO_LIBRARY = pytest.mark.skipif(not LIBRARY.exists(),
                                reason=f"HoDoKu's library is not beside the project ({LIBRARY})")
IN_THE_CHAIN = frozenset(strategy.name for strategy in DEFAULT_CHAIN)


def in_the_chain(case: Case) -> bool:
    """Whether the strategy of ``case`` is one the chain runs (a technique asked only by hand
    may cost seconds a call, so its cases wait for ``-m slow``)."""
    return TECHNIQUES[technique_of(case.code)].make().name in IN_THE_CHAIN


SAMPLE = [pytest.param(case, id=case.id, marks=() if in_the_chain(case) else pytest.mark.slow)
          for case in sample(ours())]
EVERY = ours()


@NO_LIBRARY
def test_the_library_reads_whole():
    every = cases()
    assert len(every) == 1112
    known = names()
    assert all(technique_of(case.code) in known for case in every)
    assert {technique_of(code) for code in TECHNIQUES} <= set(names())


@NO_LIBRARY
@pytest.mark.parametrize("case", SAMPLE)
def test_a_sample_of_the_library(case):
    check(case)


@NO_LIBRARY
@pytest.mark.slow
@pytest.mark.parametrize("case", EVERY, ids=[case.id for case in EVERY])
def test_the_whole_library(case):
    check(case)
