"""Continuous nice loops: a chain whose end sees its start closes into a loop.

Take an alternating chain, strong first and last, whose last candidate sees its
first (a weak link closes it). If the first is false, the candidates round the
loop go true, false, true, ...; if the first is true, the last is false, and the
same goes backwards. Either way every link of the loop joins one true candidate
and one false one, so anything that sees both candidates of *any* link goes: the
other places of a digit along a weak link between places, the other candidates
of a cell along a weak link inside it, and the same along the strong links.

A loop strikes more than any chain it is made of (each of those strikes what
sees the two ends of one of its links), so it is looked for first, just before
the [`NiceLoop`][sudoku.strategies.nice_loop.NiceLoop], at the same
difficulty: the search only follows chains whose end sees their start. With
``grouped=True`` its nodes may be groups of places
(see ``sudoku.strategies.grouped_links``), rated one tenth higher as the
grouped nice loop is. Sudoku Explainer rates a loop as the chain it is made of,
so we give it the nice loop's 7.0.

A listing (``find_all``) looks further: every loop of up to ``listing_links``
links, through almost locked sets too, each read as HoDoKu reads a loop (see
``ContinuousNiceLoop.along``).

See the docs page *Strategies*, which shows a step of each technique.

Examples:
    >>> from sudoku import Board
    >>> board = Board.from_text(  # from a human solve of a generated puzzle (seed 7)
    ...     "635.12.4.49....2..82.3....118..3...5346.7.12.57....3..9...23...2....74..7....96.2")
    >>> step = ContinuousNiceLoop().find(board)
    >>> print(step.reason)  # doctest: +NORMALIZE_WHITESPACE
    r3c5=4 is false ⇒ r3c6=4 is true (the only other place for 4 in row 3) ⇒ r4c6=4 is false
    (it sees r3c6 in column 6) ⇒ r4c4=4 is true (the only other place for 4 in row 4) ⇒ r4c4=2
    is false (r4c4 is 4) ⇒ r4c3=2 is true (the only other place for 2 in row 4) ⇒ r6c3=2 is
    false (it sees r4c3 in column 3) ⇒ r6c3=9 is true (the only other candidate of r6c3) ⇒
    r6c5=9 is false (it sees r6c3 in row 6) ⇒ r3c5=9 is true (the only other place for 9 in
    column 5); and r3c5=9 sees r3c5=4, which closes a loop: each of its links joins a true
    candidate and a false one, so every candidate that sees both candidates of a link is false
    >>> print(step.results())  # the other places of 4 in row 6 and box 2, and more
    r3c5<>5, r3c5<>6, r4c4<>6, r4c4<>9, r6c4<>4, r6c4<>9, r6c5<>4, r6c6<>4, r6c8<>9, r6c9<>9

    With groups (seed 16), ``r4c12=7`` is the group of the 7s of box 4 in row 4:

    >>> board = Board.from_text(
    ...     ".9..7...8.....84...179...3.....63.....3487..54..........6.2..97....4..5...57....4")
    >>> print(ContinuousNiceLoop(grouped=True).find(board))  # doctest: +NORMALIZE_WHITESPACE
    r4c8<>7, r6c8<>7: grouped continuous nice loop, r4c7=7 is false ⇒ r6c7=7 is true (the only
    other place for 7 in column 7) ⇒ r6c2=7 is false (it sees r6c7 in row 6) ⇒ r4c12=7 is true
    (the only other places for 7 in box 4); and r4c12=7 sees r4c7=7, which closes a loop: each
    of its links joins a true candidate and a false one, so every candidate that sees both
    candidates of a link is false
"""

from __future__ import annotations

from sudoku.strategies.als_links import AlsLink
from sudoku.strategies.chains import (
    AlternatingChain,
    Link,
    Links,
    cells_of,
    indices_of,
    simple_chain,
)


class ContinuousNiceLoop(AlternatingChain):
    """Strike along every link of an alternating chain that closes into a loop.

    Args:
        grouped: whether its nodes may be groups of places too.
    """

    description = (
        "Find a chain of alternating links, strong first and last, whose last candidate "
        "sees its first: it closes into a loop. Round the loop the candidates take turns "
        "being true and false, whichever way it starts, so each link joins one true and "
        "one false candidate, and whatever sees both candidates of a link goes.")
    nudge = "look for a chain of alternating links that closes back on its first candidate"
    continuous = True
    with_sets = False  # few loops need them, and the search with sets costs the most
    example_seed = 4  # a direct example: the chain takes a fish there

    def __init__(self, grouped: bool = False):
        super().__init__()
        self.grouped = grouped
        self.name = "grouped continuous nice loop" if grouped else "continuous nice loop"
        self.difficulty = 7.1 if grouped else 7.0
        if grouped:
            self.description += (" Its nodes may be groups too: two or three places of a digit "
                                 "in a box and a line, one of which holds it.")
            self.nudge = "look for a loop of alternating links, through a group of places or not"

    def steps_with(self, board, links: Links, is_new=None):
        """The loops along ``links`` that strike something, as steps; a listing's, with ``is_new``.

        ``find`` takes, for each candidate and each one it sees, the first chain
        the breadth-first search reaches from one to the other. A listing looks
        for every loop: that first road may be one of several of its length, and
        a closing link that is also strong (in a cell of two candidates) is never
        reached as a chain of three links or more. So, for each candidate and
        each one that sees it, it walks the simple chain of the fewest links
        between them (``simple_chain``), and lists the loops shortest first.
        """
        if is_new is None:
            yield from super().steps_with(board, links)
            return
        loops = []
        for end in links.linked:
            self.deadline.check()
            for start in indices_of(links.seen[end]):
                if start in links.strong_targets:  # a loop starts with a strong link
                    chain = simple_chain(links, start, end, self.listing_links)
                    if chain:
                        loops.append(chain)
        for chain in sorted(loops, key=len):
            eliminations = self.along(links, chain, whole=True)
            if eliminations and is_new((), eliminations):
                yield self.step(board, chain, (), eliminations)

    def along(self, links: Links, chain: list[Link], whole: bool = False) -> tuple:
        """What the loop of ``chain`` strikes: along its links and the weak one that closes it.

        Round a loop, the candidates alternate: if the start is false, every
        other one is true; if the start is true, the end is false (they see
        each other), and so on backwards. Either way each link joins one true
        candidate and one false one, so whatever sees both candidates of a link
        is false. Read ``whole``, as HoDoKu reads a loop: along the weak links
        only (a strong link strikes nothing a pointing would not), and between
        two cells not in the cells of the loop (the loop tells more plainly what
        becomes of them); and a set that the loop passes through is locked
        either way on its digits but those two, which leave every cell that
        sees all of their places in it.
        """
        numbers = [links.number(link.source) for link in chain]
        numbers.append(links.number(chain[-1].target))
        is_weak = [not link.is_strong for link in chain] + [True]
        field = (1 << links.stride) - 1
        in_loop = sum(field << cell.index * links.stride
                      for link in chain for cell in cells_of(link.source[0]))
        struck = 0
        for one, other, weak in zip(numbers, numbers[1:] + numbers[:1], is_weak, strict=True):
            if not whole:
                struck |= links.seen[one] & links.seen[other]
            elif weak:
                both = links.seen[one] & links.seen[other]
                in_cell = links.candidate(one)[0] is links.candidate(other)[0]
                struck |= both if in_cell else both & ~in_loop
        if whole:
            for link in chain:
                if isinstance(link, AlsLink):
                    struck |= _locked(links, link)
        return tuple(map(links.candidate, indices_of(struck & links.marks)))

    def __repr__(self) -> str:
        return "ContinuousNiceLoop(grouped=True)" if self.grouped else "ContinuousNiceLoop()"


def _locked(links: Links, link: AlsLink) -> int:
    """The candidates outside the set of ``link`` that see all places of one of its other digits."""
    cells, digits = link.locked
    struck = 0
    for digit in digits:
        if digit not in (link.source[1], link.target[1]):
            struck |= links.seeing_all(digit, [cell for cell in cells
                                               if cell.candidate_bits >> digit & 1])
    return struck
