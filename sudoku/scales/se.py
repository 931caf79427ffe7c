"""The ``se`` scale: Sudoku Explainer's ratings, ER, EP and ED, on the project's own model.

Sudoku Explainer (SE) takes at each step the first technique, in the order of
its numbers, that applies; a puzzle's rating (ER) is the highest number on that
path, its pearl (EP) the highest up to the first placement, its diamond (ED)
the first step's. This scale solves the board with the project's strategies,
wrapped to be asked in SE's order and to number each step as SE does
(``se_solve``, ``se_steps``; the singles and direct techniques in ``se_easy``,
the chains in ``se_chains``, ``se_multiple`` and ``se_forcing``), and reads the path as SE
does. The numbers come from SE's ratings of our benchmark files
(``../shared/ratings``): which technique each puzzle's hardest step is, and
what it is worth.

Only the classic 9x9 grid has SE ratings; other shapes raise ``SudokuError``.

See the docs page *Difficulty*.

Example:
    >>> from sudoku import Board
    >>> rated = SCALE.rate(Board.from_text(
    ...     "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"))
    >>> rated.status, rated.number, rated.figures, rated.hardest, rated.level
    ('solved', 2.6, {'ep': 1.2, 'ed': 1.2}, 'Pointing', 'medium')
"""

from __future__ import annotations

import time
from functools import partial

from sudoku.board import Board
from sudoku.errors import SudokuError
from sudoku.layout import CLASSIC
from sudoku.rating import Rating, UniquenessCheck
from sudoku.scales import Scale, ScaledRating, register
from sudoku.scales.se_chains import length_bonus
from sudoku.scales.se_solve import Path, solve, techniques
from sudoku.scales.se_steps import SeStep
from sudoku.solver import GAVE_UP, NO_SOLUTION, SOLVED, Result, require_board
from sudoku.step import Step
from sudoku.strategies import Deadline, OutOfBounds, Strategy, assuming_unique
from sudoku.verdict import by_count


class SudokuExplainer(Scale):
    """Sudoku Explainer's scale: ER as the number, EP and ED as figures, SE's step names."""

    name = "se"
    title = "Sudoku Explainer (ER)"
    figure_names = ("ep", "ed")
    goes_on = True

    def __init__(self) -> None:
        self._chain = techniques()

    def chain(self) -> tuple[Strategy, ...]:
        """SE's techniques in its order, each played by the project's strategies."""
        return self._chain

    def number(self, step: Step, strategy: Strategy) -> float:
        """SE's number for ``step`` (its technique's least, for a step not numbered here)."""
        return step.rating if isinstance(step, SeStep) else strategy.difficulty

    def reach(self) -> tuple[float, float]:
        """From its easiest technique's number to its hardest's, raised as much as the
        longest chain could raise it: one through every candidate of the grid."""
        least, most = super().reach()
        return least, round(most + length_bonus(len(CLASSIC.cells) * CLASSIC.size), 1)

    def rate(self, board: Board, *, timeout: float | None = None,
             max_guesses: int | None = None, ceiling: float | None = None) -> ScaledRating:
        """Solve ``board`` as SE does and read ER, EP and ED off the path.

        Args:
            board: a classic 9x9 puzzle; it is left where the solve ends.
            timeout: seconds after which the rating gives up (status ``gave_up``).
            max_guesses: the most guesses the count of solutions may make.
            ceiling: stop, ``stuck``, where the path's next step would be above this
                number (see ``se_solve.solve``); ``board`` is left there, for ``go_on``.

        Raises:
            SudokuError: for a board that is not the classic 9x9 grid.
        """
        require_board(board, "the se scale's rate")
        if board.layout != CLASSIC:
            raise SudokuError(f"the se scale rates classic 9x9 puzzles only, not the "
                              f"{board.layout.name} layout")
        return self._solve(board, Path(), timeout, max_guesses, ceiling)

    def go_on(self, board: Board, rated: ScaledRating, *, timeout: float | None = None,
              ceiling: float | None = None) -> ScaledRating:
        """The path of ``rated``, which stopped on ``board``, gone on from there as SE would.

        ``board`` may have gained digits of the solution since; its count of
        solutions (for the uniqueness techniques) is that of its position.
        """
        path = Path()
        for step in rated.rating.result.steps:
            if isinstance(step, SeStep):
                path.note(step)
        return self._solve(board, path, timeout, None, ceiling)

    def _solve(self, board: Board, path: Path, timeout: float | None, max_guesses: int | None,
               ceiling: float | None) -> ScaledRating:
        """Go on with ``path`` (filled as the solve goes: a bound that ends it keeps the
        steps so far) on ``board``, and read it."""
        started, deadline = time.perf_counter(), Deadline(timeout)
        check = UniquenessCheck(board, deadline, max_guesses)
        try:
            solve(board, techniques(), deadline, prepare=partial(assuming_unique, check=check),
                  path=path, ceiling=ceiling, max_guesses=max_guesses)
            status = SOLVED if path.status == SOLVED else by_count(check.solutions())
        except OutOfBounds:
            status = GAVE_UP
        steps = [] if status == NO_SOLUTION else path.steps  # as the chain's: none holds
        result = Result(status if status in (SOLVED, NO_SOLUTION) else path.status,
                        board.values(), steps,
                        seconds=time.perf_counter() - started)
        return self.read(Rating(status, None, len(steps), result))

    def read(self, rating: Rating) -> ScaledRating:
        """ER, EP and ED of a path this scale took (its steps carry their SE numbers)."""
        path = Path()
        for step in rating.result.steps:
            if isinstance(step, SeStep):
                path.note(step)
        return ScaledRating(self.name, rating, path.er, self.level_of(path.er, rating),
                            path.hardest, {"ep": path.ep, "ed": path.ed})

    def rates(self, strategy: Strategy) -> str:
        """How SE numbers ``strategy``'s steps (``"2.6"``, ``"6.6+ by length"``), or ``""``."""
        return RATES.get(strategy.name, "")

    def describe(self, rated: ScaledRating) -> str:
        """``rated`` as SE's numbers: ``Pointing 2.6/1.2/1.2 medium``."""
        return (f"{rated.hardest} {rated.number}/{rated.figures['ep']}/"
                f"{rated.figures['ed']} {rated.level}")


RATES = {
    "full house": "1.0", "hidden single": "1.2 box, 1.5 line", "naked single": "2.3",
    "pointing": "2.6 (direct 1.7)", "claiming": "2.8", "naked pair": "3.0", "X-Wing": "3.2",
    "hidden pair": "3.4 (direct 2.0)", "naked triple": "3.6", "Swordfish": "3.8",
    "hidden triple": "4.0 (direct 2.5)", "XY-Wing": "4.2", "XYZ-Wing": "4.4",
    "unique rectangle type 1": "4.5", "unique rectangle type 2": "4.5",
    "unique rectangle type 3": "4.6 (naked pair only)", "unique rectangle type 4": "4.5",
    "unique loop": "4.6 six cells (4.7 eight, 5.0 more: unchecked)",
    "naked quad": "5.0", "Jellyfish": "5.2",
    "hidden quad": "5.4", "BUG+1": "5.6", "aligned pair exclusion": "6.2",
    "X-Chain": "6.6+ by length", "aligned triple exclusion": "7.5",
    "nice loop": "7.0+ by length", "continuous nice loop": "7.0+ by length (a cycle)",
    "contradiction forcing chain": "8.5+ by length",
    "cell forcing chain": "8.0+ by length (SE's on the position's links)",
    "container forcing chain": "8.0+ by length (SE's on the position's links)",
    "dynamic cell forcing chain": "8.5+ by length",
    "dynamic container forcing chain": "8.5+ by length",
    "dynamic digit forcing chain": "8.5+ by length",
    **{f"dynamic {kind} forcing chain (+)": "9.0+ by length ((+): pairs and X-Wings in trials)"
       for kind in ("contradiction", "cell", "container", "digit")},
    "nested forcing chain": "9.5+ by length (+ Forcing Chains)",
    "doubly nested forcing chain": "10.0+ by length (+ Multiple Forcing Chains)",
}
"""How SE numbers the steps of each of our strategies that the scale uses, by our name."""

SCALE = SudokuExplainer()
"""The scale, as ``SCALES["se"]`` holds it."""

register([SCALE])
