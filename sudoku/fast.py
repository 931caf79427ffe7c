"""The fast solver: the board's observer roles, flattened into lists of ints.

[`Solver`][sudoku.solver.Solver] with its default chain (hidden singles, naked
singles, guessing) is the model to read; `FastSolver` runs the same search on
the same layouts, with the same roles, at a speed that stands beside the
solvers written in C. Each object of the model becomes an entry of a list:

* a **cell** is an index; its digit is ``values[i]`` and its candidates are the
  bits of ``candidates[i]`` (bit ``d`` for digit ``d``);
* a **container** is an index too; ``missing[k]`` is its set of missing digits
  as bits, and ``places[k * stride + d]`` counts the cells where ``d`` can
  still go in it, which is all the hidden single needs;
* a **notification** is the loop in ``_Search.place``: a placement clears the
  digit from the containers of the cell and from the candidates of its peers,
  and every count it lowers to one (or a cell it leaves with one candidate)
  goes on the *agenda*, two lists, just as the board keeps its agenda;
* the **history** of guesses keeps a copy of the lists before each guess (a
  snapshot costs less than a trail of every change here), so backtracking is
  still "go back to the last guess and strike its digit out".

The search makes the same guesses as ``Solver()`` (the first empty cell with
the fewest candidates, its lowest digit), so the guess counts agree; it
records no steps: ask ``Solver`` for the path.

Examples:
    >>> from sudoku.formats import parse
    >>> puzzle = parse(
    ...     "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......")
    >>> result = FastSolver().solve(puzzle)
    >>> result.status, result.guesses, result.grid[:9]
    ('solved', 15, [4, 1, 7, 3, 6, 9, 8, 2, 5])
    >>> FastSolver().count(parse("." * 81), limit=3).solutions
    3
"""

from __future__ import annotations

import functools
import time
from collections.abc import Callable, Iterable, Sequence

from sudoku.errors import SudokuError
from sudoku.layout import CLASSIC, Layout
from sudoku.solver import GAVE_UP, NO_SOLUTION, SOLVED, STUCK, Result, Tally, _bound


class FastSolver:
    """Solves puzzles of one layout with singles and guessing, on lists of ints.

    Args:
        layout: the shape of the puzzles (the classic 9x9 by default).
        guess: ``False`` to deduce only: a puzzle the singles cannot finish
            ends ``"stuck"``.
        max_guesses: give up (``"gave_up"``) rather than make more guesses
            than this in one search; ``None`` for no bound.
        timeout: give up after this many seconds of one search; ``None`` for no bound.

    Raises:
        SudokuError: for a layout that is not a ``Layout``, or a bad bound.
    """

    def __init__(self, layout: Layout = CLASSIC, *, guess: bool = True,
                 max_guesses: int | None = None, timeout: float | None = None):
        if not isinstance(layout, Layout):
            raise SudokuError(f"a solver needs a Layout (such as sudoku.CLASSIC), not {layout!r}")
        self.layout = layout
        self.guess = guess
        self.max_guesses = _bound("max_guesses", max_guesses, int)
        self.timeout = _bound("timeout", timeout, (int, float))
        self._holders = holders = layout.memberships
        self._members = tuple(spec.cells for spec in layout.containers)
        self._stride = stride = layout.size + 1
        self._digits = _Table(functools.partial(_digits, stride))
        """The digits of each set of candidates."""
        self._width = width = layout.size.bit_length()
        self._spread = _Table(functools.partial(_spread, width, self._digits))
        """Each set of candidates with ``width`` bits a digit, for counting places by addition."""
        self._homes = tuple(tuple((k, k * stride) for k in held) for held in holders)
        """For each cell, its containers and where their counts start in ``places``."""
        self._links = tuple(
            tuple((peer, tuple(k * stride for k in holders[peer] if k not in holders[cell]))
                  for peer in layout.peers[cell])
            for cell in range(len(holders)))
        """For each cell, its peers, each with the containers it does not share with the cell:
        where a placement in the cell lowers the peer's count of places for the digit."""

    def solve(self, givens: Sequence[int]) -> Result:
        """Solve the puzzle of ``givens`` (one int per cell, ``0`` for empty).

        Raises:
            SudokuError: when ``givens`` does not fit the layout.
            ClashError: when two givens put the same digit in one container.
        """
        return self.count(givens, limit=1)

    def count(self, givens: Sequence[int], limit: int = 2,
              struck: Iterable[tuple[int, int]] = ()) -> Result:
        """Search for up to ``limit`` solutions; ``solutions`` of the result is the count.

        ``grid`` is the first solution met; ``status`` is ``"solved"`` when there
        is one, ``"no_solution"``, ``"stuck"`` (without guessing) or ``"gave_up"``.
        ``struck`` names candidates to strike out before the search, as pairs
        ``(cell index, digit)``: the generator asks whether a solution exists
        without the digit it knows.
        """
        started = time.perf_counter()
        self._check(givens)
        search = _Search(self, givens)
        result = search.run(limit, started, struck)
        result.seconds = time.perf_counter() - started
        return result

    def count_solutions(self, givens: Sequence[int], limit: int = 2,
                        struck: Iterable[tuple[int, int]] = ()) -> int:
        """The number of solutions of ``givens``, counting no further than ``limit``."""
        return self.count(givens, limit, struck).solutions

    def _check(self, givens: Sequence[int]) -> None:
        """Raise the board's own error for givens that do not fit the layout."""
        size = self.layout.size
        if (not isinstance(givens, Sequence) or isinstance(givens, str | bytes)
                or len(givens) != len(self._holders)
                or not all(type(d) is int and 0 <= d <= size for d in givens)):
            from sudoku.board import Board

            Board(self.layout, givens)  # raises the board's message for these givens
            raise SudokuError(f"givens must be one int from 0 to {size} per cell")


def _digits(stride: int, bits: int) -> tuple[int, ...]:
    """The digits (1 to ``stride - 1``) whose bits are set in ``bits``."""
    return tuple(digit for digit in range(1, stride) if bits >> digit & 1)


def _spread(width: int, digits: _Table, bits: int) -> int:
    """``bits`` with a field of ``width`` bits a digit, holding 1 for each digit set."""
    return sum(1 << digit * width for digit in digits[bits])


class _Table(dict):
    """A value for each set of candidates (as bits), worked out the first time it is asked."""

    def __init__(self, work_out: Callable[[int], object]):
        super().__init__()
        self.work_out = work_out

    def __missing__(self, bits: int) -> object:
        value = self[bits] = self.work_out(bits)
        return value


class _Search:
    """One search: the lists of a board, the agenda, and the guesses made so far."""

    def __init__(self, solver: FastSolver, givens: Sequence[int]):
        layout = solver.layout
        size = layout.size
        self.solver = solver
        self.givens = list(givens)
        self.stride = stride = size + 1
        everything = ((1 << size) - 1) << 1
        self.values = [0] * len(givens)
        self.candidates = [everything] * len(givens)
        self.missing = [everything] * len(layout.containers)
        self.places = [0] * (stride * len(layout.containers))
        self.empty = len(givens)
        self.lone: list[tuple[int, int]] = []
        self.forced: list[int] = []
        self.digits = solver._digits
        self.homes, self.links, self.members = solver._homes, solver._links, solver._members
        self.hidden = self.naked = 0

    def place(self, cell: int, digit: int) -> bool:
        """Write ``digit`` into ``cell`` and notify; ``False`` on a contradiction."""
        candidates, missing, places, lone = self.candidates, self.missing, self.places, self.lone
        forced = self.forced
        bit = 1 << digit
        others = self.digits[candidates[cell] ^ bit]
        self.values[cell] = digit
        candidates[cell] = 0
        self.empty -= 1
        for k, base in self.homes[cell]:
            missing[k] ^= bit
            for other in others:  # the cell is no longer a place for its other digits
                left = places[base + other] - 1
                places[base + other] = left
                if left < 2:
                    if not left:
                        return False
                    lone.append(base + other)
        for peer, bases in self.links[cell]:  # the peers lose the digit
            held = candidates[peer]
            if held & bit:
                held ^= bit
                candidates[peer] = held
                if not held & (held - 1):
                    if not held:
                        return False
                    forced.append(peer)
                for base in bases:
                    left = places[base + digit] - 1
                    places[base + digit] = left
                    if left < 2:
                        if not left:
                            return False
                        lone.append(base + digit)
        return True

    def strike(self, cell: int, digit: int) -> bool:
        """Strike ``digit`` out of the candidates of ``cell``; ``False`` on a contradiction."""
        held = self.candidates[cell] ^ (1 << digit)
        self.candidates[cell] = held
        if not held & (held - 1):
            if not held:
                return False
            self.forced.append(cell)
        places = self.places
        for _, base in self.homes[cell]:
            left = places[base + digit] = places[base + digit] - 1
            if left < 2:
                if not left:
                    return False
                self.lone.append(base + digit)
        return True

    def settle(self) -> bool:
        """Place the singles on the agenda until none is left; ``False`` on a contradiction."""
        lone, forced, values, candidates, missing = self.lone, self.forced, self.values, \
            self.candidates, self.missing
        members, stride = self.solver._members, self.solver._stride
        while True:
            if lone:  # hidden singles first, as in the chain
                k, digit = divmod(lone.pop(), stride)
                bit = 1 << digit
                if not missing[k] & bit:
                    continue
                for cell in members[k]:
                    if candidates[cell] & bit:
                        break
                if not self.place(cell, digit):
                    return False
                self.hidden += 1
            elif forced:
                cell = forced.pop()
                if values[cell]:
                    continue
                if not self.place(cell, candidates[cell].bit_length() - 1):
                    return False
                self.naked += 1
            else:
                return True

    def load(self) -> bool:
        """Place the givens and fill in the lists; ``False`` when the givens leave no solution.

        The candidates of every empty cell are the intersection of its
        containers' missing digits, as on the board; the counts of places
        follow from them, and every single and contradiction goes on the agenda.

        Raises:
            ClashError: when two givens put the same digit in one container.
        """
        solver, values, missing, candidates = self.solver, self.values, self.missing, \
            self.candidates
        for cell, digit in enumerate(self.givens):
            if digit:
                bit = 1 << digit
                for k, _ in solver._homes[cell]:
                    if not missing[k] & bit:
                        from sudoku.board import Board

                        Board(solver.layout, self.givens)  # raises the ClashError
                    missing[k] ^= bit
                values[cell] = digit
                candidates[cell] = 0
                self.empty -= 1
        for cell, homes in enumerate(solver._homes):
            if not values[cell]:
                held = candidates[cell]
                for k, _ in homes:
                    held &= missing[k]
                candidates[cell] = held
                if not held & (held - 1):
                    if not held:
                        return False
                    self.forced.append(cell)
        return self.count_places()

    def count_places(self) -> bool:
        """Count the places of every missing digit in every container; ``False`` if one has none.

        Each cell's candidates are spread into one int, ``width`` bits a digit,
        so adding up a container's cells counts the places of all its digits at once.
        """
        solver, candidates, places, digits = self.solver, self.candidates, self.places, \
            self.digits
        spread, width, stride = solver._spread, solver._width, solver._stride
        field = (1 << width) - 1
        for k, bits in enumerate(self.missing):
            total = 0
            for cell in solver._members[k]:
                total += spread[candidates[cell]]
            base = k * stride
            for digit in digits[bits]:
                left = places[base + digit] = total >> digit * width & field
                if left < 2:
                    if not left:
                        return False
                    self.lone.append(base + digit)
        return True

    def choose(self) -> int:
        """The first empty cell with the fewest candidates (two, after the singles, at best)."""
        best, fewest = -1, self.stride
        candidates = self.candidates
        for cell, held in enumerate(candidates):
            if held:
                count = held.bit_count()
                if count < fewest:
                    best, fewest = cell, count
                    if count == 2:
                        break
        return best

    def snapshot(self) -> tuple:
        """A copy of every list the search changes."""
        return (self.values[:], self.candidates[:], self.missing[:], self.places[:],
                self.empty)

    def restore(self, saved: tuple) -> None:
        """Go back to a ``snapshot`` (whose lists it takes over), with an empty agenda."""
        self.values, self.candidates, self.missing, self.places, self.empty = saved
        self.lone.clear()
        self.forced.clear()

    def run(self, limit: int, started: float, struck: Iterable[tuple[int, int]] = ()) -> Result:
        """The search loop: settle, guess, and go back to the last guess on a contradiction."""
        solver = self.solver
        result = Result(NO_SOLUTION, list(self.givens))
        history: list[tuple[tuple, int, int]] = []
        fine = self.load() and all(self.strike(cell, digit) for cell, digit in struck
                                   if self.candidates[cell] >> digit & 1) and self.settle()
        while True:
            if fine and not self.empty:
                result.solutions += 1
                if result.solutions == 1:
                    result.status, result.grid = SOLVED, self.values[:]
                fine = False
                if result.solutions >= limit:
                    break
            if not fine:
                if not history:
                    break
                saved, cell, digit = history.pop()
                self.restore(saved)
                result.backtracks += 1
                fine = self.strike(cell, digit) and self.settle()
                continue
            if not solver.guess:
                result.status, result.grid = STUCK, self.values[:]
                break
            if (solver.max_guesses is not None and result.guesses >= solver.max_guesses
                    or solver.timeout is not None
                    and time.perf_counter() - started >= solver.timeout):
                result.status, result.grid = GAVE_UP, self.values[:]
                break
            cell = self.choose()
            digit = (self.candidates[cell] & -self.candidates[cell]).bit_length() - 1
            history.append((self.snapshot(), cell, digit))
            result.guesses += 1
            fine = self.place(cell, digit) and self.settle()
        result.tallies = {name: Tally(count, count) for name, count in (
            ("hidden single", self.hidden), ("naked single", self.naked),
            ("guess", result.guesses)) if count}
        return result
