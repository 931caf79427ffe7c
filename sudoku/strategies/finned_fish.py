"""Finned fish: an X-Wing or Swordfish with a few extra places, the *fins*.

Take ``size`` rows of a digit whose places all lie in ``size`` columns, except
for a few: the fins. If no fin takes the digit, the rows make a plain fish
([`Fish`][sudoku.strategies.fish.Fish]) and the digit leaves the rest of the
columns. If a fin takes it, the digit leaves every cell that sees the fin.
Either way, a cell of those columns, outside the rows, that sees every fin
cannot take the digit; on the classic grid such cells share the fins' box.
A *sashimi* fish is a finned fish that would not even be a fish without its
fins, because a row has only one place left in the columns; the reasoning is
the same, so one class finds both, and says *sashimi* when it is one.

A fin is one more thing to see, on top of the fish: we rate it 0.9 above the
fish, so a finned X-Wing (4.1) comes after the turbot fish it generalises
(every Skyscraper is a sashimi X-Wing), as in HoDoKu's order, and a finned
Swordfish is 4.7. Sudoku Explainer has no number for them. Like fish, they need
rows and columns that each hold every cell once.

Examples:
    >>> from sudoku import Board
    >>> board = Board.from_text(  # the classic example grid: singles would solve it
    ...     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
    >>> print(FinnedFish(2).find(board))  # doctest: +NORMALIZE_WHITESPACE
    r7c1<>1: finned X-Wing, on 1: rows 3 and 9 hold 1 only in columns 1 and 7 but for the fins
    r9c2 and r9c3, so 1 leaves the cells of those columns that see them all
    >>> FinnedFish(3).name, FinnedFish(3).difficulty
    ('finned Swordfish', 4.7)
"""

from __future__ import annotations

import itertools

from sudoku.step import Step
from sudoku.strategies.base import Strategy
from sudoku.strategies.fish import FAMILIES, SIZES, Fish, crossing, listing
from sudoku.strategies.naked_subset import in_words

FIN = 0.9
"""What a fin adds to the difficulty of its fish."""

DESCRIPTIONS = {
    2: "Look for an X-Wing spoiled by one or two extra places, the fins, sitting in one box. "
       "If no fin holds the digit, the X-Wing is real; if a fin does, every cell that sees "
       "the fin loses it. Either way, a cell that the X-Wing would clear and that also sees "
       "every fin cannot hold the digit. A sashimi X-Wing, with a corner missing, works the "
       "same way.",
    3: "A Swordfish with a few extra places, the fins, in one box. Either the Swordfish holds "
       "and clears its columns, or a fin holds the digit and clears what it sees; so a cell "
       "of those columns that also sees every fin loses the digit. Sashimi ones, where a row "
       "keeps only one place inside the columns, are found the same way.",
}
"""What a player looks for in the finned fish of each size, and why it works."""



class FinnedFish(Strategy):
    """Strike a digit out of the cells of a fish's cover that see all of its fins.

    Args:
        size: 2 for a finned X-Wing, 3 for a finned Swordfish (sashimi ones included).
    """

    def __init__(self, size: int = 2):
        super().__init__()
        if size not in (2, 3):
            raise ValueError(f"a finned fish has size 2 or 3, not {size!r}")
        self.size = size
        name, difficulty = SIZES[size]
        self.name, self.difficulty = f"finned {name}", round(difficulty + FIN, 1)
        self.description = DESCRIPTIONS[size]

    def holds_for(self, layout) -> bool:
        """Whether ``layout`` has fish: rows and columns that each hold every cell once."""
        return Fish(self.size).holds_for(layout)

    def find(self, board):
        """The first finned fish that strikes out a candidate, as a step, or ``None``.

        Digits are tried in ascending order, rows as the base before columns,
        then the cells to strike in cell order, the base containers in layout
        order, and the cover containers that leave every fin seen by that cell.
        """
        if not self.holds_for(board.layout):
            return None
        lines = {kind: [line for line in board.containers if line.kind == kind]
                 for kind in ("row", "column")}
        across = {kind: {cell: crossing(cell, kind) for cell in board.cells}
                  for kind in ("row", "column")}
        for digit in board.digits:
            for base_kind, cover_kind in FAMILIES:
                step = self._find_on(board, digit, lines[base_kind], across[cover_kind])
                if step is not None:
                    return step
        return None

    def _find_on(self, board, digit, lines, across):
        """The first finned fish on ``digit`` with its base in ``lines``, or ``None``.

        ``across`` maps each cell to its line of the cover's kind.
        """
        spots = sorted(set().union(*(line.places(digit) for line in lines)))
        lines = [line for line in lines if len(line.places(digit)) >= 2]
        # Work back from a cell to strike: the cover must hold its line, and the
        # line of every base cell it does not see, since it must see every fin.
        for target in spots:
            own, seen = across[target], set(target.peers)
            needs = {}
            for line in lines:
                places = line.places(digit)
                if target not in places:
                    need = {across[cell] for cell in places if cell not in seen}
                    if len(need | {own}) <= self.size:
                        needs[line] = need
            for base in itertools.combinations(needs, self.size):
                needed = set().union(*(needs[line] for line in base))
                step = self._cover(board, digit, base, across, needed | {own})
                if step is not None:
                    return step
        return None

    def _cover(self, board, digit, base, across, needed):
        """The finned fish on ``base`` whose cover holds the lines ``needed``, or ``None``."""
        cells = sorted(set().union(*(line.places(digit) for line in base)))
        crossed = {across[cell] for cell in cells}
        if len(needed) > self.size or not needed <= crossed:
            return None
        others = sorted(crossed - needed, key=lambda line: line.index)
        for more in itertools.combinations(others, self.size - len(needed)):
            cover = sorted(needed.union(more), key=lambda line: line.index)
            fins = [cell for cell in cells if across[cell] not in cover]
            if fins and all(line.places(digit) - set(fins) for line in base):
                return self._step(board, digit, base, cover, cells, fins)
        return None

    def _step(self, board, digit, base, cover, cells, fins):
        seeing = set(fins[0].peers).intersection(*(fin.peers for fin in fins[1:]))
        struck = sorted(cell for line in cover for cell in line.places(digit)
                        if cell in seeing and cell not in cells)
        x = board.layout.symbol(digit)
        sashimi = any(len(set(line.places(digit)) - set(fins)) == 1 for line in base)
        fin_words = f"the fin{'s' if len(fins) > 1 else ''} {in_words(f.name for f in fins)}"
        return Step(self.name, eliminations=tuple((cell, digit) for cell in struck),
                    cells=tuple(cells), containers=(*base, *cover),
                    reason=f"{'a sashimi fish ' if sashimi else ''}on {x}: {listing(base)} hold "
                           f"{x} only in {listing(list(cover))} but for {fin_words}, so {x} "
                           f"leaves the cells of those {cover[0].kind}s that see "
                           f"{'them all' if len(fins) > 1 else 'it'}")

    def __repr__(self) -> str:
        return f"FinnedFish({self.size})"
