"""The board: the one writer of the puzzle, and the observer that keeps its agenda.

The board builds a [`Cell`][sudoku.cell.Cell] for every cell of a
[`Layout`][sudoku.layout.Layout] and a [`Container`][sudoku.container.Container] for
every container; the containers attach themselves to their cells, and the
board attaches itself to the containers. That is the two-level observer:
cells announce their own changes to their containers, and containers announce
what a change means for them to the board.

Every write goes through [`Board.place`][sudoku.board.Board.place],
[`Board.eliminate`][sudoku.board.Board.eliminate] and [`Board.undo`][sudoku.board.Board.undo].
Placing a digit writes it into the cell and takes it out of the candidates of
every peer that had it; each of those cells announces its own change. The board
keeps a trail of its writes, so any state can be unwound without copying, and
an undo announces each change it takes back, as the change itself was announced.

A board pickles and deep-copies as its layout, its givens and the moves on its
trail, and is rebuilt by replaying them; its cells and containers pickle as
places on it, so a [`Result`][sudoku.solver.Result] copies with its board.

From what it writes and what the containers tell it, the board keeps the
*agenda*: the cells left with one candidate, the digits left with one place in
a container, and the contradictions. The singles read the agenda instead of
rescanning the board.

See the docs pages *Read the model* and *Patterns / Observer*.

Examples:
    >>> board = Board.from_text(
    ...     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
    >>> board.candidates(board.cell("r1c3"))
    Digits({1, 2, 4})
    >>> board.place(board.cell("r1c3"), 4)
    >>> board.cell("r1c3").digit
    4
    >>> board.undo()
    >>> board.cell("r1c3").is_empty
    True
"""

from __future__ import annotations

from collections.abc import Sequence
from heapq import heapify, heappop, heappush

from sudoku.bitsets import Digits, digits_of
from sudoku.cell import LOST, PLACED, Cell
from sudoku.container import KINDS, ONE_PLACE, Container
from sudoku.errors import ClashError, SudokuError
from sudoku.layout import CLASSIC, Layout
from sudoku.observer import Observer


class Board(Observer):
    """A puzzle in progress: cells, containers, the undo trail and the agenda.

    Args:
        layout: the shape of the puzzle (the classic 9x9 by default).
        givens: one value per cell, ``0`` for empty, as [`parse`][sudoku.formats.parse] returns.

    Raises:
        ClashError: when two givens put the same digit in one container.
        SudokuError: when ``givens`` does not fit the layout.
    """

    def __init__(self, layout: Layout = CLASSIC, givens: Sequence[int] | None = None):
        if not isinstance(layout, Layout):
            raise SudokuError(f"a board needs a Layout (such as sudoku.CLASSIC), not {layout!r}")
        self.layout = layout
        self.digits = range(1, layout.size + 1)
        self.cells = tuple(Cell(i, spec.name, spec.row, spec.column)
                           for i, spec in enumerate(layout.cells))
        cell_at = self.cells.__getitem__
        self.containers = tuple(
            KINDS.get(spec.kind, Container)(i, spec.name, map(cell_at, spec.cells),
                                            self.digits, spec.kind, universe=self.cells)
            for i, spec in enumerate(layout.containers))
        self._by_name = {cell.name: cell for cell in self.cells}
        self._stride = layout.size + 1
        self._values = frozenset(range(self._stride))
        cell_at, container_at = self.cells.__getitem__, self.containers.__getitem__
        for cell, held, peers, peer_bits in zip(self.cells, layout.memberships, layout.peers,
                                                layout.peer_bits):
            cell.board = self
            cell.containers = tuple(map(container_at, held))
            cell.peers = tuple(map(cell_at, peers))
            cell.peer_bits = peer_bits
        for container, overlaps in zip(self.containers, layout.overlap_bits):
            container.meet((container_at(other), shared) for other, shared in overlaps)
            container.attach(self)
            container.board = self
        self._trail: list[tuple[str, Cell, int, int]] = []
        self._lone: list[int] = []  # a heap of container index * (size + 1) + digit
        self._forced: list[int] = []  # a heap of cell indices
        self._dead_cells: set[Cell] = set()
        self._dead_containers: set[Container] = set()
        self.version = 0
        """A number that changes with every write (a load, a placement, an elimination, an
        undo): a reader that kept an answer with it can tell whether anything moved since."""
        self._places_seen: tuple[int, list[int | None]] = (-1, [])
        self.load([0] * len(self.cells) if givens is None else givens)

    @classmethod
    def from_text(cls, text: str, layout: Layout = CLASSIC) -> Board:
        """A board with the givens of a puzzle written as text (see [`parse`][sudoku.formats.parse])."""
        from sudoku.formats import parse

        return cls(layout, parse(text, layout))

    def load(self, givens: Sequence[int]) -> None:
        """Start a new puzzle on this board: its givens, and nothing else.

        Loading is not a move: the facts of every cell and container are worked
        out in one pass (they equal what placing the givens one by one would
        leave), the trail starts empty, and no observer hears about it. Solving
        many puzzles of one layout on one board saves building it each time.

        Raises:
            ClashError: when two givens put the same digit in one container.
            SudokuError: when ``givens`` does not fit the layout.
        """
        self._check_givens(givens)
        layout, cells = self.layout, self.cells
        memberships, peer_bits = layout.memberships, layout.peer_bits
        everything = sum(1 << digit for digit in self.digits)
        missing = [everything] * len(self.containers)
        seen = [0] * self._stride  # for each digit, the cells that hold it or see it
        filled = 0
        for index, digit in enumerate(givens):
            if digit:
                bit = 1 << digit
                for k in memberships[index]:
                    if not missing[k] & bit:
                        self._clash(givens)
                    missing[k] ^= bit
                seen[digit] |= peer_bits[index]
                filled |= 1 << index
        empty_bits = (1 << len(cells)) - 1 & ~filled
        where = [empty_bits & ~each for each in seen]  # for each digit, the cells that can take it
        forced, dead = [], set()
        for cell, digit in zip(cells, givens):
            cell.digit, cell.eliminated_bits = digit, 0
            if digit:
                cell.candidate_bits = 1 << digit
                continue
            held = everything
            for k in memberships[cell.index]:
                held &= missing[k]
            cell.candidate_bits = held
            if not held & (held - 1):
                if held:
                    forced.append(cell)
                else:
                    dead.add(cell)
        for container, bits in zip(self.containers, missing):
            container._reset(bits, [each & container.cell_bits for each in where])
        self._dead_cells = dead
        self._trail = []
        self.version += 1
        self.empty_bits = empty_bits
        """The empty cells, as a mask of cells."""
        self._empty = len(cells) - filled.bit_count()
        self._given_cells = frozenset(cell for cell in cells if cell.digit)
        self._fresh_agenda(forced)

    def _fresh_agenda(self, forced: list[Cell]) -> None:
        """Lay out the agenda of singles as the givens leave it.

        The agenda is two heaps, lowest first: of the cells with one candidate,
        by index, and of the lone places, by container and digit. So the next
        single depends on the position alone, not on how the board got there.
        """
        self._forced = [cell.index for cell in forced]
        heapify(self._forced)
        self._lone = [container.index * self._stride + digit
                      for container in self.containers
                      for digit in digits_of(container.lone_bits)]
        self._dead_containers = {k for k in self.containers if k.dead_bits}

    def _check_givens(self, givens: Sequence[int]) -> None:
        if not isinstance(givens, Sequence) or isinstance(givens, str | bytes):
            raise SudokuError("givens are a list of ints, one per cell (0 for empty); "
                              "use Board.from_text for puzzle text")
        if len(givens) != len(self.cells):
            raise SudokuError(f"the {self.layout.name} layout has {len(self.cells)} cells, "
                              f"the puzzle gives {len(givens)}")
        if set(map(type, givens)) != {int} or not set(givens) <= self._values:
            for cell, digit in zip(self.cells, givens):
                if not (digit == 0 and _is_int(digit) or self.is_digit(digit)):
                    raise SudokuError(f"{digit!r} at {cell.name} is not a digit of the "
                                      f"{self.layout.name} layout (1..{self.layout.size})")

    def _clash(self, givens: Sequence[int]) -> None:
        """Raise the error that names the first digit ``givens`` puts twice in a container."""
        digit, container, first, second = find_clash(self.layout, givens)
        raise ClashError(digit, container, (first, second), self.layout.symbol(digit))

    # -- reading ---------------------------------------------------------------

    def cell(self, name: str) -> Cell:
        """The cell called ``name``, such as ``"r4c7"``."""
        try:
            return self._by_name[name]
        except (KeyError, TypeError):
            raise SudokuError(f"no cell {name!r} in the {self.layout.name} layout") from None

    def candidates(self, cell: Cell) -> Digits:
        """The digits ``cell`` may still take; a cell that holds a digit has none.

        They are the intersection of the missing digits of the cell's
        containers, minus the digits eliminated for the cell. The board keeps
        them on the cell as it writes (``cell.candidate_bits``), so reading
        them costs nothing; the tests check the intersection after every kind of move.
        """
        return Digits(0 if cell.digit else cell.candidate_bits)

    def place_bits(self, digit: int) -> int:
        """The empty cells where ``digit`` is still a candidate, as a mask of cells.

        The board-wide pencil marks of one digit: what a technique that looks at
        one digit at a time (a fish, a colouring) reads. The answer is kept until
        the next write.

        Raises:
            SudokuError: when ``digit`` is not a digit of the layout.
        """
        if not (type(digit) is int and 0 < digit < self._stride) and not self.is_digit(digit):
            raise SudokuError(f"{digit!r} is not a digit of the {self.layout.name} layout "
                              f"(1..{self.layout.size})")
        version, found = self._places_seen
        if version != self.version:
            found = [None] * self._stride
            self._places_seen = (self.version, found)
        places = found[digit]
        if places is None:
            places = 0
            for container in self.containers:
                places |= container.place_bits[digit]
            found[digit] = places
        return places

    def is_digit(self, digit: object) -> bool:
        """Whether ``digit`` is an int from 1 to the size of the layout."""
        return _is_int(digit) and 1 <= digit <= self.layout.size

    def has_candidate(self, cell: Cell, digit: int) -> bool:
        """Whether ``digit`` is one of the candidates of ``cell``."""
        return not cell.digit and digit > 0 and bool(cell.candidate_bits >> digit & 1)

    def values(self) -> list[int]:
        """The digit of every cell, ``0`` for empty, in layout order."""
        return [cell.digit for cell in self.cells]

    def is_valid(self) -> bool:
        """Whether no container holds a digit twice (the board may be incomplete)."""
        for container in self.containers:
            digits = [cell.digit for cell in container.cells if cell.digit]
            if len(digits) != len(set(digits)):
                return False
        return True

    def is_complete(self) -> bool:
        """Whether every cell holds a digit."""
        return self._empty == 0

    def is_solved(self) -> bool:
        """Whether every cell holds a digit and no container holds a digit twice."""
        return self._empty == 0 and self.is_valid()

    def is_broken(self) -> bool:
        """Whether the agenda holds a contradiction: no way to finish from here."""
        return bool(self._dead_cells or self._dead_containers)

    def is_given(self, cell: Cell) -> bool:
        """Whether the digit of ``cell`` was given by the puzzle."""
        return cell in self._given_cells

    # -- the agenda --------------------------------------------------------------

    @property
    def forced_cells(self) -> frozenset[Cell]:
        """The empty cells left with one candidate (naked singles)."""
        return frozenset(cell for cell in map(self.cells.__getitem__, self._forced)
                         if not cell.digit and _is_one(cell.candidate_bits))

    @property
    def lone_places(self) -> frozenset[tuple[int, int]]:
        """The missing digits left with one place, as ``(container index, digit)`` (hidden singles)."""
        return frozenset((container.index, digit) for container in self.containers
                         for digit in digits_of(container.lone_bits))

    @property
    def dead_cells(self) -> frozenset[Cell]:
        """The empty cells left with no candidate: contradictions."""
        return frozenset(self._dead_cells)

    @property
    def dead_places(self) -> frozenset[tuple[int, int]]:
        """The missing digits left with no place, as ``(container index, digit)``: contradictions."""
        return frozenset((container.index, digit) for container in self._dead_containers
                         for digit in digits_of(container.dead_bits))

    def next_forced_cell(self) -> Cell | None:
        """The cell the agenda offers next among those with one candidate, or ``None``."""
        forced, cells = self._forced, self.cells
        while forced:
            cell = cells[forced[0]]
            if not cell.digit and _is_one(cell.candidate_bits):
                return cell
            heappop(forced)  # news that has gone stale: the cell was filled or got candidates back
        return None

    def next_lone_place(self) -> tuple[Container, int] | None:
        """The container and digit the agenda offers next among the lone places, or ``None``."""
        lone, stride = self._lone, self._stride
        while lone:
            index, digit = divmod(lone[0], stride)
            container = self.containers[index]
            if container.lone_bits >> digit & 1:
                return container, digit
            heappop(lone)  # news that has gone stale: the digit was placed or got places back
        return None

    def update(self, change) -> None:
        """Hear a container's news: a digit left with one place, or with none."""
        kind, container, digit = change
        if kind == ONE_PLACE:
            heappush(self._lone, container.index * self._stride + digit)
        if container.dead_bits:
            self._dead_containers.add(container)
        else:
            self._dead_containers.discard(container)

    # -- writing ---------------------------------------------------------------

    def place(self, cell: Cell, digit: int) -> None:
        """Write ``digit`` into ``cell``; every peer that had it as a candidate loses it.

        Raises:
            SudokuError: when ``digit`` is not a candidate of ``cell``.
        """
        self._check_move(cell, digit)
        if cell.digit or not cell.candidate_bits >> digit & 1:
            raise SudokuError(f"{self.layout.symbol(digit)} is not a candidate of {cell.name}")
        losing = 0
        for container in cell.containers:
            losing |= container.place_bits[digit]
        losing &= ~cell.bit
        self._trail.append((PLACED, cell, digit, losing))
        self.version += 1
        self._empty -= 1
        self.empty_bits ^= cell.bit
        cell._place(digit)
        cells, forced = self.cells, self._forced
        while losing:
            low = losing & -losing
            losing ^= low
            peer = cells[low.bit_length() - 1]
            peer._lose(digit)
            left = peer.candidate_bits
            if not left & (left - 1):
                if left:
                    heappush(forced, peer.index)
                else:
                    self._dead_cells.add(peer)

    def eliminate(self, cell: Cell, digit: int) -> bool:
        """Strike ``digit`` out of the candidates of ``cell``.

        Returns:
            Whether anything changed (``False`` when it was not a candidate).
        """
        self._check_move(cell, digit)
        if cell.digit or not cell.candidate_bits >> digit & 1:
            return False
        self._trail.append((LOST, cell, digit, 0))
        self.version += 1
        cell._lose(digit, struck=True)
        left = cell.candidate_bits
        if not left & (left - 1):
            if left:
                heappush(self._forced, cell.index)
            else:
                self._dead_cells.add(cell)
        return True

    def _check_move(self, cell: Cell, digit: int) -> None:
        try:
            if self.cells[cell.index] is cell and type(digit) is int \
                    and 0 < digit < self._stride:
                return
        except (AttributeError, IndexError, TypeError):
            pass
        if not (isinstance(cell, Cell) and 0 <= cell.index < len(self.cells)
                and self.cells[cell.index] is cell):
            raise SudokuError(f"{cell!r} is not a cell of this board; use board.cell(name)")
        if not self.is_digit(digit):
            raise SudokuError(f"{digit!r} is not a digit of the {self.layout.name} layout "
                              f"(1..{self.layout.size})")

    def undo(self) -> None:
        """Take back the last placement or elimination, announcing each change it reverses.

        Raises:
            SudokuError: when only the givens are left.
        """
        if not self._trail:
            raise SudokuError("nothing to undo: only the givens are left")
        kind, cell, digit, losing = self._trail.pop()
        self.version += 1
        if kind == LOST:
            self._give_back(cell, digit)
            return
        cells = self.cells
        while losing:  # the peers first, last first: the exact reverse of placing
            last = losing.bit_length() - 1
            losing ^= 1 << last
            self._give_back(cells[last], digit)
        cell._unplace()
        self._empty += 1
        self.empty_bits |= cell.bit
        if _is_one(cell.candidate_bits):
            heappush(self._forced, cell.index)

    def _give_back(self, cell: Cell, digit: int) -> None:
        """Give ``digit`` back to the candidates of ``cell`` and keep the agenda."""
        cell._gain(digit)
        self._dead_cells.discard(cell)
        if _is_one(cell.candidate_bits):
            heappush(self._forced, cell.index)

    def mark(self) -> int:
        """A bookmark of the current state, for [`undo_to`][sudoku.board.Board.undo_to].

        It is the number of changes on the trail since the givens.
        """
        return len(self._trail)

    def change_at(self, mark: int) -> object:
        """The record of the change that took the trail from ``mark`` to ``mark + 1``.

        An opaque token: a step compares it by identity to tell whether the
        changes it made are still the ones on the board.
        """
        return self._trail[mark]

    def undo_to(self, mark: int) -> None:
        """Undo every change made since [`mark`][sudoku.board.Board.mark] returned ``mark``."""
        trail = self._trail
        while len(trail) > mark:
            self.undo()

    def reset(self) -> None:
        """Go back to the givens, so that the board can be solved again, and the same way."""
        self.undo_to(0)
        self._fresh_agenda([cell for cell in self.cells
                            if not cell.digit and _is_one(cell.candidate_bits)])

    def __str__(self) -> str:
        from sudoku.formats import format_grid

        return format_grid(self.values(), self.layout)

    def __reduce__(self):
        """Pickle (and deep-copy) the board as its layout, its givens and the moves on its trail.

        The copy is rebuilt by replaying the moves, so it has the same digits,
        candidates and givens, and can undo as this board can. Observers attached
        from outside are not copied.

        Examples:
            >>> import pickle
            >>> board = Board.from_text("." * 81)
            >>> board.place(board.cell("r1c1"), 5)
            >>> copy = pickle.loads(pickle.dumps(board))
            >>> copy.cell("r1c1").digit, copy.has_candidate(copy.cell("r1c2"), 5)
            (5, False)
            >>> copy.undo(); copy.cell("r1c1").is_empty
            True
        """
        givens = [cell.digit if cell in self._given_cells else 0 for cell in self.cells]
        moves = [(kind, cell.index, digit) for kind, cell, digit, _ in self._trail]
        return _rebuilt, (type(self), self.layout, givens, moves)


def _rebuilt(kind: type[Board], layout: Layout, givens: list[int],
             moves: list[tuple[str, int, int]]) -> Board:
    """A board of ``layout`` with ``givens``, and ``moves`` (``(PLACED or LOST, cell index, digit)``) replayed."""
    board = kind(layout, givens)
    for move, index, digit in moves:
        if move == PLACED:
            board.place(board.cells[index], digit)
        else:
            board.eliminate(board.cells[index], digit)
    return board


def find_clash(layout: Layout, values: Sequence[int]) -> tuple[int, str, str, str] | None:
    """The first digit ``values`` puts twice in a container, or ``None``.

    Returns:
        The digit, the container's name and the names of the two cells.

    Examples:
        >>> find_clash(CLASSIC, [5, 0, 5] + [0] * 78)
        (5, 'row 1', 'r1c1', 'r1c3')
    """
    for container in layout.containers:
        seen = 0
        for index in container.cells:
            digit = values[index]
            if digit:
                if seen >> digit & 1:
                    first = next(i for i in container.cells if values[i] == digit)
                    return (digit, container.name, layout.cells[first].name,
                            layout.cells[index].name)
                seen |= 1 << digit
    return None


def _is_one(bits: int) -> bool:
    """Whether exactly one bit of ``bits`` is set."""
    return bits != 0 and not bits & (bits - 1)


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)
