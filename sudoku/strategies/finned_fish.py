"""Finned fish: an X-Wing, Swordfish or Jellyfish with a few extra places, the *fins*.

Take ``size`` rows of a digit whose places all lie in ``size`` columns, except
for a few: the fins. If no fin takes the digit, the rows make a plain fish
([`Fish`][sudoku.strategies.fish.Fish]) and the digit leaves the rest of the
columns. If a fin takes it, the digit leaves every cell that sees the fin.
Either way, a cell of those columns, outside the rows, that sees every fin
cannot take the digit; on the classic grid such cells share the fins' box.
A *sashimi* fish is a finned fish that would not even be a fish without its
fins, because a row has only one place left in the columns; the reasoning is
the same, so one class finds both, and says *sashimi* when it is one. Two finned
fish on the same base with two covers are a *Siamese* fish: one step takes
the strikes of both.

The search works back from a cell to strike, the *target*. The target sees
every fin, so each place of the base that it does not see lies in the cover,
and so does the target's own column: at most ``size`` columns. So a row can
only join the base of a target that sees its places but those of ``size - 1``
columns; which cells do depends on the row's places alone, and is worked out
once for each mask of places (``sudoku.strategies.fish_lines.kept``). Only the
targets that ``size`` rows can join are tried, lowest first, each with the
bases made of those rows, in order. That pruning is in
``sudoku.strategies.finned_fish_targets``; this module holds the strategy, the covers
of a base and the step. See the docs page *Strategies*, at the finned fish.

A fin is one more thing to see, on top of the fish: we rate it 0.9 above the
fish, so a finned X-Wing (4.1) comes after the turbot fish it generalises
(every Skyscraper is a sashimi X-Wing), as in HoDoKu's order, and a finned
Swordfish is 4.7 and a finned Jellyfish 6.1. Sudoku Explainer has no number
for them. Like fish, they need rows and columns that each hold every cell once.

Examples:
    >>> from sudoku import Board
    >>> board = Board.from_text(  # the classic example grid: singles would solve it
    ...     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
    >>> print(FinnedFish(2).find(board))  # doctest: +NORMALIZE_WHITESPACE
    r7c1<>1: finned X-Wing, on 1: rows 3 and 9 hold 1 only in columns 1 and 7 but for the fins
    r9c2 and r9c3, so 1 leaves the cells of those columns that see them all
    >>> FinnedFish(3).name, FinnedFish(3).difficulty
    ('finned Swordfish', 4.7)
    >>> FinnedFish(4).name, FinnedFish(4).difficulty
    ('finned Jellyfish', 6.1)
"""

from __future__ import annotations

import itertools

from sudoku.bitsets import cells_of, single_bits
from sudoku.strategies.base import SingleDigit
from sudoku.strategies.finned_fish_targets import in_at_least, line_targets, struck_by
from sudoku.strategies.fish import FAMILIES, SIZES
from sudoku.strategies.fish_lines import Lines, has_rows_and_columns
from sudoku.strategies.fish_steps import fish_step, listing
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
    4: "A Jellyfish, four rows whose places for a digit fall in four columns, but for a few "
       "extra places, the fins, in one box. Either the Jellyfish holds and clears its "
       "columns, or a fin holds the digit; a cell of those columns that sees every fin "
       "loses the digit either way. It is rare: the lines left over usually make a smaller "
       "finned fish the other way round.",
}
"""What a player looks for in the finned fish of each size, and why it works."""

NUDGES = {2: "look for an X-Wing spoilt by a candidate or two in one box, the fin",
          3: "look for a Swordfish spoilt by a candidate or two in one box, the fin",
          4: "look for a Jellyfish spoilt by a candidate or two in one box, the fin"}
"""What a hint says to look for in the finned fish of each size."""

EXAMPLE_SEEDS = {2: 58, 3: 255, 4: 26}
"""A generated puzzle whose solve takes each finned fish (see ``Strategy.example_seed``); at
the position of seed 26 the chain takes a multi-colour wrap, so the picture shows the finned
Jellyfish the strategy itself finds there."""


class FinnedFish(SingleDigit):
    """Strike a digit out of the cells of a fish's cover that see all of its fins.

    Args:
        size: 2 for a finned X-Wing, 3 for a finned Swordfish, 4 for a finned Jellyfish
            (sashimi ones included).
    """

    def __init__(self, size: int = 2):
        super().__init__()
        if size not in SIZES:
            raise ValueError(f"a finned fish has size 2, 3 or 4, not {size!r}")
        self.size = size
        name, difficulty = SIZES[size]
        self.name, self.difficulty = f"finned {name}", round(difficulty + FIN, 1)
        self.description = DESCRIPTIONS[size]
        self.nudge, self.example_seed = NUDGES[size], EXAMPLE_SEEDS[size]

    def holds_for(self, layout) -> bool:
        """Whether ``layout`` has fish: rows and columns that each hold every cell once."""
        return has_rows_and_columns(layout)

    def find_in(self, board, digit):
        """Every finned fish on ``digit`` that strikes out a candidate, rows as the base first.

        Then the cells to strike go in cell order, the base containers in
        layout order, and the cover containers that leave every fin seen by that
        cell; ``find`` takes the first of the lowest digit. A base strikes the
        same cells from whichever target it is found (its step takes every cover
        of the base that strikes): it is listed once.
        """
        lines = {kind: Lines.of(board, kind) for kind in ("row", "column")}
        seen = set()
        for base_kind, cover_kind in FAMILIES:
            for step in self._find_on(board, digit, lines[base_kind], lines[cover_kind]):
                key = (step.results(), step.cells)
                if key not in seen:
                    seen.add(key)
                    yield step

    def _find_on(self, board, digit, bases, covers):
        """The finned fish on ``digit`` with their base in ``bases``, target by target."""
        lines = [(line, places) for line in bases.lines
                 if (places := line.place_bits[digit]).bit_count() >= 2]
        joins = line_targets(board, digit, bases, covers, lines, self.size)
        targets = in_at_least(joins, self.size)  # a base needs size lines that a target can join
        lines = [(line, places, join) for (line, places), join in zip(lines, joins)
                 if join & targets]
        for target in cells_of(targets, board.cells):
            self.deadline.check()  # each target tries combinations of lines
            # The cover holds the target's line, and the line of every base cell
            # the target does not see, since it must see every fin.
            bit, unseen = target.bit, ~target.peer_bits
            needs = [(line, places, covers.holding(places & unseen))
                     for line, places, join in lines if join & bit]
            yield from self._find_for(board, digit, needs, covers, covers.bit_of[target.index])

    def _find_for(self, board, digit, needs, covers, own):
        """The finned fish of a target whose own cover line is ``own``, base by base.

        ``needs`` holds the lines the target's base may take, in order, each
        with its places and the cover lines it needs.
        """
        for base in itertools.combinations(needs, self.size):
            needed = own
            for _, _, need in base:
                needed |= need
            if needed.bit_count() <= self.size:
                step = self._cover(board, digit, base, covers, needed)
                if step is not None:
                    yield step

    def _cover(self, board, digit, base, covers, needed):
        """The finned fish on ``base`` whose cover holds the lines ``needed``, or ``None``."""
        places = crossed = 0
        for _, line_places, _ in base:
            places |= line_places
            crossed |= covers.holding(line_places)
        if needed & ~crossed:
            return None
        others = single_bits(crossed & ~needed)
        for more in itertools.combinations(others, self.size - needed.bit_count()):
            cover = needed | sum(more)
            fins = places & ~covers.cells(cover)
            if fins and all(line_places & ~fins for _, line_places, _ in base):
                fishes = [(cover, fins, struck_by(board, digit, covers, cover, places, fins))]
                return self._step(board, digit, base, covers,
                                  fishes + self._siamese(board, digit, base, covers, crossed,
                                                         places, fishes[0]))
        return None

    def _siamese(self, board, digit, base, covers, crossed, places, first):
        """The other finned fish on ``base`` that strike more than ``first``: a *Siamese* fish
        is two of them, on one base with two covers, and takes one step."""
        found, struck = [], first[2]
        for lines in itertools.combinations(single_bits(crossed), self.size):
            cover = sum(lines)
            fins = places & ~covers.cells(cover)
            if cover == first[0] or not fins or not all(line_places & ~fins
                                                         for _, line_places, _ in base):
                continue
            more = struck_by(board, digit, covers, cover, places, fins)
            if more & ~struck:
                found.append((cover, fins, more))
                struck |= more
        return found

    def _step(self, board, digit, base, covers, fishes):
        """The step of the fish on ``base``: each of ``fishes`` is a cover (a mask of lines),
        its fins and what it strikes (masks of cells); more than one makes a Siamese fish."""
        places = struck = 0
        for _, line_places, _ in base:
            places |= line_places
        for _, _, more in fishes:
            struck |= more
        base = [line for line, _, _ in base]
        x = board.layout.symbol(digit)

        def words(cover, fins):
            # Sashimi: a base line keeps a single place once the fins are left out.
            sashimi = any((line.place_bits[digit] & ~fins).bit_count() == 1 for line in base)
            fins = cells_of(fins, board.cells)
            return (f"{'a sashimi fish ' if sashimi else ''}on {x}: {listing(base)} hold {x} "
                    f"only in {listing(cover)} but for the fin{'s' if len(fins) > 1 else ''} "
                    f"{in_words(fin.name for fin in fins)}, so {x} leaves the cells of those "
                    f"{cover[0].kind}s that see {'them all' if len(fins) > 1 else 'it'}")

        def reason():
            sentences = [words(covers.picked(cover), fins) for cover, fins, _ in fishes]
            if len(sentences) == 1:
                return sentences[0]
            return f"a Siamese fish, two on one base: {'; and '.join(sentences)}"

        cover = fishes[0][0]
        return fish_step(self.name, board, digit, base, covers.picked(cover), places, struck,
                         reason)

    def __repr__(self) -> str:
        return f"FinnedFish({self.size})"


