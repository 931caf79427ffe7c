"""Multi-colouring: simple colouring across two clusters of one digit.

Colour the places of a digit as [`SimpleColouring`][sudoku.strategies.simple_colouring]
does: each *cluster* of pairs has two sides, and one side holds the digit in
every cell of it. When no cluster has a wrap or a trap of its own, two of them
may have one together, where a cell of one sees a cell of the other:

* **trap**: a side of one cluster sees a side of the other, so the two are not
  both true, and one of their partner sides is: a cell that sees both partners
  cannot hold the digit;
* **wrap**: a side of one cluster sees both sides of the other, one of which is
  true; so that side is false, and the digit leaves every cell of it.

HoDoKu counts them as two techniques (*Multi-Colors 1* and *2*), and so do we:
one class, two kinds, each step taking every strike of its kind that the same
two clusters give. Sudoku Explainer has no number for them (its chains find
them). We rate both 4.6, just above simple colouring (4.5), where HoDoKu
orders them: a second cluster is one more thing to see. The chain asks for a
wrap first, as simple colouring does, since a wrap strikes a whole side. Both are
chains on one digit (see the X-Chain, 6.5): the clusters' strong links, joined
by a weak link or two where the clusters meet. Like simple colouring, they
hold for every layout.

See the docs page *Strategies*, which shows a step of each technique.

Examples:
    >>> from sudoku import Board
    >>> board = Board.from_text(  # from the human solve of the generated puzzle of seed 26
    ...     ".56..12731.372..8..72.3...43.5..76....7362...6.1..873.53....82.76.283.51218..93..")
    >>> print(MultiColouring("wrap").find(board))  # doctest: +NORMALIZE_WHITESPACE
    r2c2<>4, r5c1<>4, r7c6<>4: multi-colour wrap, 4 has two clusters of pairs of places, r1c1
    and r2c6 against r2c2, r5c1 and r7c6, and r5c7, r8c3 and r9c8 against r7c3 and r8c7; one
    side of each holds every 4; r2c2, r5c1 and r7c6 see r5c7 and r7c3, on the two sides of the
    other cluster, so they are not 4
    >>> board = Board.from_text(  # from the human solve of the generated puzzle of seed 4
    ...     "..1978......1..8..8.5.2...4312...5.86......4.........312456938759378...17...31...")
    >>> print(MultiColouring("trap").find(board))  # doctest: +NORMALIZE_WHITESPACE
    r2c1<>4, r2c2<>4: multi-colour trap, 4 has two clusters of pairs of places, r1c1 against
    r1c2, and r6c1 against r6c2; one side of each holds every 4; r1c1 and r6c1 see each other,
    so the side of r1c2 or that of r6c2 holds 4, and r2c2 sees both; r1c2 and r6c2 see each
    other, so the side of r1c1 or that of r6c1 holds 4, and r2c1 sees both
"""

from __future__ import annotations

from sudoku.bitsets import cells_of
from sudoku.step import Link, Mark, Step
from sudoku.strategies.base import SingleDigit
from sudoku.strategies.naked_subset import in_words
from sudoku.strategies.simple_colouring import colour_cluster, conjugate_pairs, seeing

KINDS = {
    "trap": ("multi-colour trap", 4,
             ("Colour a digit's pairs of places as in simple colouring, and find two clusters "
              "that share no pair. Where a cell of one sees a cell of the other, the two sides "
              "they stand on are not both true, so one of the two partner sides is. A cell "
              "that sees both partner sides cannot hold the digit."),
             "colour two clusters of one digit's pairs, and look where they see each other"),
    "wrap": ("multi-colour wrap", 26,
             ("Colour a digit's pairs of places as in simple colouring, and find two clusters "
              "that share no pair. If the cells of one side of the first see cells of both "
              "sides of the second, that side is false, since one side of the second holds "
              "the digit. The digit leaves every cell of the false side."),
             "colour two clusters of one digit's pairs; can one side see both of the other?"),
}
"""The name, example seed (see ``Strategy.example_seed``), description and nudge of each
kind; the chain takes a wrap at seed 26, and the trap of seed 4 is only found by asking it."""


class MultiColouring(SingleDigit):
    """Strike a digit out where two clusters of its pairs of places see each other.

    Args:
        kind: ``"trap"`` (HoDoKu's Multi-Colors 1) or ``"wrap"`` (Multi-Colors 2).
    """

    difficulty = 4.6

    def __init__(self, kind: str = "trap"):
        super().__init__()
        if kind not in KINDS:
            raise ValueError(f"a multi-colouring is a 'trap' or a 'wrap', not {kind!r}")
        self.kind = kind
        self.name, self.example_seed, self.description, self.nudge = KINDS[kind]

    def find_in(self, board, digit):
        """Every two clusters on ``digit`` that strike, one step each.

        Clusters go by their lowest cell index, and pairs of clusters in that order.
        """
        look = self._trap if self.kind == "trap" else self._wrap
        clusters = list(Cluster.all(board, digit))
        if len(clusters) < 2:
            return
        spots = board.place_bits(digit)  # every place of the digit
        for index, one in enumerate(clusters):
            for other in clusters[index + 1:]:
                step = look(board, digit, one, other, spots)
                if step is not None:
                    yield step

    def _trap(self, board, digit, one, other, spots):
        """Every trap of the clusters ``one`` and ``other``, as one step, or ``None``.

        ``spots`` holds every place of the digit, as a mask of cells; a cell of
        the clusters that sees both partner sides loses it too.
        """
        struck, found = 0, []
        for side in (0, 1):
            for facing in (0, 1):
                if not one.sight[side] & other.sides[facing]:
                    continue
                # ``side`` and ``facing`` are not both true: a partner side is.
                more = one.sight[1 - side] & other.sight[1 - facing] & spots & ~struck
                if more:
                    struck |= more
                    found.append((side, facing, more))
        if not found:
            return None
        side, facing, _ = found[0]
        symbol, cells = board.layout.symbol(digit), board.cells

        def reason() -> str:
            clauses = []
            for side, facing, more in found:
                a, b = meeting(one.sides[side], other.sides[facing], cells)
                hit = cells_of(more, cells)
                clauses.append(f"{a.name} and {b.name} see each other, so the side of "
                               f"{one.words(1 - side, cells)} or that of "
                               f"{other.words(1 - facing, cells)} holds {symbol}, and "
                               f"{in_words(cell.name for cell in hit)} "
                               f"{'sees' if len(hit) == 1 else 'see'} both")
            return f"{two_clusters(symbol, one, other, cells)}; {'; '.join(clauses)}"

        weak = [meeting(one.sides[s], other.sides[f], cells) for s, f, _ in found]
        off = one.sides[side] | other.sides[facing]
        return self._step(board, digit, (one, other), off, struck, weak, reason)

    def _wrap(self, board, digit, one, other, spots):
        """Every wrap of the clusters ``one`` and ``other``, as one step, or ``None``."""
        false = []  # (cluster, side) for each side that sees both sides of the other
        for this, that in ((one, other), (other, one)):
            for side in (0, 1):
                if this.sight[side] & that.sides[0] and this.sight[side] & that.sides[1]:
                    false.append((this, side, that))
        if not false:
            return None
        struck = 0
        for this, side, _ in false:
            struck |= this.sides[side]
        symbol, cells = board.layout.symbol(digit), board.cells
        this, side, that = false[0]

        def reason() -> str:
            clauses = []
            for this, side, that in false:
                seen = [meeting(this.sides[side], that.sides[each], cells)[1] for each in (0, 1)]
                alone = this.sides[side].bit_count() == 1
                clauses.append(f"{this.words(side, cells)} {'sees' if alone else 'see'} "
                               f"{seen[0].name} and {seen[1].name}, on the two sides of the "
                               f"other cluster, so {'it is' if alone else 'they are'} not "
                               f"{symbol}")
            return f"{two_clusters(symbol, one, other, cells)}; {'; '.join(clauses)}"

        weak = [pair for this, side, that in false
                for pair in meetings(this.sides[side], that.cells, cells)]
        return self._step(board, digit, (one, other), this.sides[side] | that.sides[0], struck,
                          weak, reason)

    def _step(self, board, digit, clusters, off, struck, weak, reason):
        """The step striking ``digit`` from ``struck`` (a mask); the cells of ``off`` are
        drawn as false, the rest of the ``clusters`` as true; ``weak`` are the cells that meet."""
        cells, (one, other) = board.cells, clusters
        marks = tuple(Mark(cell, digit, "off" if cell.bit & off else "on")
                      for cell in cells_of(one.cells | other.cells, cells))
        links = (*one.links(board, digit, off), *other.links(board, digit, off),
                 *dict.fromkeys(Link((a, digit), (b, digit), False) for a, b in weak))
        containers = tuple(sorted({*one.containers, *other.containers},
                                  key=lambda each: each.index))
        return Step(self.name,
                    eliminations=tuple((cell, digit) for cell in cells_of(struck, cells)),
                    cells=tuple(cells_of(one.cells | other.cells, cells)),
                    containers=containers, marks=marks, links=links, reason=reason)

    def __repr__(self) -> str:
        return f"MultiColouring({self.kind!r})"


class Cluster:
    """A cluster of a digit's pairs of places: its two sides, what they see, its containers.

    Attributes:
        sides: the cells of each side, two masks of cells.
        cells: the cells of both sides, a mask.
        sight: the cells that see a cell of each side, two masks.
        containers: the containers of its pairs, in index order.
    """

    def __init__(self, sides, containers, cells):
        self.sides, self.containers = sides, containers
        self.cells = sides[0] | sides[1]
        self.sight = [seeing(side, cells) for side in sides]

    @classmethod
    def all(cls, board, digit):
        """Each cluster of ``digit`` on ``board``, by its lowest cell index."""
        pairs = conjugate_pairs(board, digit)
        coloured: dict[int, int] = {}
        for first in sorted(pairs):
            if first not in coloured:
                sides, containers = colour_cluster(first, pairs, coloured)
                yield cls(sides, containers, board.cells)

    def words(self, side: int, cells) -> str:
        """The cells of ``side`` in words: ``"r1c1 and r5c3"``."""
        return in_words(cell.name for cell in cells_of(self.sides[side], cells))

    def links(self, board, digit, off: int) -> tuple[Link, ...]:
        """The strong links of the cluster, each from its end in ``off`` when it has one."""
        found = {}
        for container in self.containers:
            one, other = cells_of(container.place_bits[digit], board.cells)
            if other.bit & off:
                one, other = other, one
            found[(one, other)] = Link((one, digit), (other, digit), True)
        return tuple(found.values())


def two_clusters(symbol: str, one: Cluster, other: Cluster, cells) -> str:
    """The start of a reason: the two clusters, side against side."""
    return (f"{symbol} has two clusters of pairs of places, {one.words(0, cells)} against "
            f"{one.words(1, cells)}, and {other.words(0, cells)} against "
            f"{other.words(1, cells)}; one side of each holds every {symbol}")


def meeting(side: int, others: int, cells):
    """The first cell of ``side`` that sees a cell of ``others`` (masks), with that cell."""
    return next(meetings(side, others, cells))


def meetings(side: int, others: int, cells):
    """For each cell of ``side`` that sees cells of ``others`` (masks), the first of them."""
    for cell in cells_of(side, cells):
        seen = cell.peer_bits & others
        if seen:
            yield cell, cells[(seen & -seen).bit_length() - 1]
