"""The se scale's *Cell* and *Region Forcing Chains*: chains that follow only the position's links.

Sudoku Explainer's plain (not *dynamic*) multiple forcing chains assume, in
turn, each candidate of a cell (or each place of a digit in a region), and
follow two kinds of link that the position holds as it stands, without
writing anything:

* a candidate **on** puts off the cell's other candidates, and the digit in
  every peer;
* a candidate **off** puts on the other candidate of a cell that has two, and
  the other place of a digit that has two in one of the cell's containers.

What every assumption reaches is true: a placement when it is a candidate on,
an elimination when off. The step is worth 8.0 plus the length bonus of the
chains (``se_chains.length_bonus``), counted as the candidates on all the
branches together, each branch from its assumption to the conclusion, shortest
first.

Our own forcing chains (``sudoku.strategies.forcing``) fill a scratch board
and let the singles follow, which SE calls dynamic: they reach further, and
their proofs count other candidates. Numbered by them, the puzzles Sudoku
Explainer rates 8.0 to 8.9 came out up to half a point high, or in its dynamic
band; with these chains they land where it puts them (the ratings of
``../shared/ratings``: within 0.1 on 98 of top95 and hardest's 106 puzzles,
from 86). Cells with two candidates and digits with two places are left to the
binary chains before (a bivalue cell's two assumptions are one chain, read from
both ends); taking them too changes no rating of our files.

The search reads the board and the candidates, and writes nothing: the links
of the position are listed once, and each assumption's reach is one
breadth-first walk along them, kept for the position.

Asked at the start of a puzzle, the chains find what simpler techniques find
too (below, the three places of 7 in column 4 are those of box 8, which holds
r8c5: a claiming); that is why SE asks them only when its simpler techniques
are stuck.

See the docs page *Difficulty*.

Example:
    >>> from sudoku import Board
    >>> board = Board.from_text(
    ...     "..84...3....3.....9....157479...8........7..514.....2...9.6...2.5....4......9..56")
    >>> step = MultipleForcingChains().find(board)
    >>> step.strategy, step.rating, step.results()
    ('Region Forcing Chains', 8.0, 'r8c5<>7')
"""

from __future__ import annotations

from collections.abc import Iterator

from sudoku.bitsets import digits_of, indices_of
from sudoku.board import Board
from sudoku.scales.se_chains import length_bonus
from sudoku.scales.se_steps import Numbered, SeStep

FEWEST = 3
"""The fewest candidates of a cell (places of a digit in a region) whose chains are tried."""


class MultipleForcingChains(Numbered):
    """SE's *Cell Forcing Chains* and *Region Forcing Chains* (from 8.0), on the position's links."""

    def __init__(self) -> None:
        super().__init__("Forcing Chains", 8.0)

    def find_all(self, board: Board) -> Iterator[SeStep]:
        """Every conclusion of a cell's candidates, then of a region's places of a digit."""
        walks = Walks(board)
        for cell in board.cells:
            bits = 0 if cell.digit else cell.candidate_bits
            if bits.bit_count() >= FEWEST:
                sources = [node(cell.index, digit, True) for digit in digits_of(bits)]
                yield from self._conclusions(board, walks, sources, "Cell", (cell,), ())
        for container in board.containers:
            for digit in digits_of(container.missing_bits):
                places = container.place_bits[digit]
                if places.bit_count() >= FEWEST:
                    sources = [node(index, digit, True) for index in indices_of(places)]
                    cells = tuple(board.cells[index] for index in indices_of(places))
                    yield from self._conclusions(board, walks, sources, "Region", cells,
                                                 (container,))

    def _conclusions(self, board: Board, walks: Walks, sources: list[int], kind: str,
                     cells: tuple, containers: tuple) -> Iterator[SeStep]:
        """The steps of what every one of ``sources`` reaches, each numbered by its chains."""
        reached = [walks.reach(source) for source in sources]
        common = set(reached[0]).intersection(*reached[1:])
        for each in sorted(common):
            index, digit, is_on = candidate_of(each)
            cell = board.cells[index]
            if not board.has_candidate(cell, digit):
                continue
            size = sum(lengths[each] for lengths in reached)
            result = {"placements" if is_on else "eliminations": ((cell, digit),)}
            yield SeStep(round(self.difficulty + length_bonus(size), 1),
                         f"{kind} Forcing Chains", cells=cells, containers=containers,
                         reason=_reason(board, sources, each), **result)


def node(index: int, digit: int, is_on: bool) -> int:
    """A candidate and its truth as one number: what the walks step through."""
    return (index * 16 + digit) * 2 + is_on


def candidate_of(number: int) -> tuple[int, int, bool]:
    """The ``(cell index, digit, is_on)`` of a ``node`` number."""
    rest, is_on = divmod(number, 2)
    index, digit = divmod(rest, 16)
    return index, digit, bool(is_on)


class Walks:
    """The links of one position, and the reach of each assumption along them, kept.

    Args:
        board: the position; read, never written.
    """

    def __init__(self, board: Board):
        self._follows = _links(board)
        self._kept: dict[int, dict[int, int]] = {}

    def reach(self, source: int) -> dict[int, int]:
        """Every candidate ``source`` puts on or off, with the candidates of its shortest chain."""
        found = self._kept.get(source)
        if found is None:
            found = self._kept[source] = self._walk(source)
        return found

    def _walk(self, source: int) -> dict[int, int]:
        follows, length = self._follows, {source: 1}
        frontier, count = [source], 1
        while frontier:
            count += 1
            reached = []
            for each in frontier:
                for after in follows.get(each, ()):
                    if after not in length:
                        length[after] = count
                        reached.append(after)
            frontier = reached
        return length


def _links(board: Board) -> dict[int, list[int]]:
    """For each candidate on and off, what it puts off and on by the position's links.

    A candidate on puts off the cell's other candidates and the digit in every
    peer; a candidate off puts on the other candidate of a cell that has two,
    and the other place of a digit that has two in one of the cell's containers.
    """
    follows: dict[int, list[int]] = {}
    for cell in board.cells:
        bits = 0 if cell.digit else cell.candidate_bits
        for digit in digits_of(bits):
            follows[node(cell.index, digit, True)] = (
                [node(cell.index, other, False) for other in digits_of(bits & ~(1 << digit))]
                + [node(peer, digit, False)
                   for peer in indices_of(cell.peer_bits & board.place_bits(digit))])
            others = [node(cell.index, (bits & ~(1 << digit)).bit_length() - 1, True)
                      ] if bits.bit_count() == 2 else []
            for container in cell.containers:
                places = container.place_bits[digit]
                if places.bit_count() == 2:
                    others.append(node((places & ~cell.bit).bit_length() - 1, digit, True))
            follows[node(cell.index, digit, False)] = others
    return follows


def _reason(board: Board, sources: list[int], conclusion: int):
    """The step's sentence, written when it is read."""
    def words() -> str:
        assumed = " or ".join(f"{board.cells[index].name}={digit}"
                              for index, digit, _ in map(candidate_of, sources))
        index, digit, is_on = candidate_of(conclusion)
        return (f"whichever holds of {assumed}, the links of the position lead to "
                f"{board.cells[index].name}{'=' if is_on else '<>'}{digit}")
    return words
