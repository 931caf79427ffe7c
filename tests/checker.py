"""An independent checker of 9x9 grids: plain functions over a list of 81 ints.

It shares no code with the package on purpose. The tests check the solver's
answers against the rules of sudoku as written here from scratch, so a bug in
the package's own idea of a row, a column or a box cannot hide itself.

A grid is a list of 81 ints in reading order (row by row), 0 for an empty cell.

Examples:
    >>> grid = [(r * 3 + r // 3 + c) % 9 + 1 for r in range(9) for c in range(9)]
    >>> is_solution(grid)
    True
    >>> grid[0], grid[1] = grid[1], grid[0]
    >>> problems(grid)[0]
    'column 1 holds 2 twice'
"""

from __future__ import annotations

DIGITS = frozenset(range(1, 10))


def rows() -> list[list[int]]:
    """The indices of the cells of each row, top to bottom."""
    return [[9 * r + c for c in range(9)] for r in range(9)]


def columns() -> list[list[int]]:
    """The indices of the cells of each column, left to right."""
    return [[9 * r + c for r in range(9)] for c in range(9)]


def boxes() -> list[list[int]]:
    """The indices of the cells of each 3x3 box, in reading order of the boxes."""
    return [[9 * (3 * (b // 3) + r) + 3 * (b % 3) + c for r in range(3) for c in range(3)]
            for b in range(9)]


def units() -> list[tuple[str, list[int]]]:
    """Every row, column and box, named as a player would name it."""
    named = []
    for kind, groups in (("row", rows()), ("column", columns()), ("box", boxes())):
        named += [(f"{kind} {number}", group) for number, group in enumerate(groups, 1)]
    return named


def parse_line(line: str) -> list[int]:
    """An 81-character puzzle line (``.`` or ``0`` for empty) as 81 ints."""
    text = line.strip()
    if len(text) != 81:
        raise ValueError(f"expected 81 characters, got {len(text)}")
    return [0 if ch in ".0" else int(ch) for ch in text]


def problems(grid: list[int], givens: list[int] | None = None) -> list[str]:
    """Every way ``grid`` fails to be a solution (of ``givens``, when given); empty if none."""
    found = []
    if len(grid) != 81:
        return [f"a grid has 81 cells, this one has {len(grid)}"]
    for index, value in enumerate(grid):
        if value not in DIGITS:
            found.append(f"r{index // 9 + 1}c{index % 9 + 1} holds {value}, not a digit 1-9")
    for name, group in units():
        values = [grid[i] for i in group]
        for digit in sorted(DIGITS):
            if values.count(digit) > 1:
                found.append(f"{name} holds {digit} twice")
    if givens is not None:
        for index, (value, given) in enumerate(zip(grid, givens)):
            if given and value != given:
                found.append(f"r{index // 9 + 1}c{index % 9 + 1} was given {given}, holds {value}")
    return found


def is_solution(grid: list[int], givens: list[int] | None = None) -> bool:
    """Whether ``grid`` is full, obeys the rules and keeps every one of ``givens``."""
    return not problems(grid, givens)


def is_consistent(grid: list[int]) -> bool:
    """Whether no row, column or box of ``grid`` holds a digit twice (empty cells allowed)."""
    for _, group in units():
        values = [grid[i] for i in group if grid[i]]
        if len(values) != len(set(values)):
            return False
    return True


def peers(index: int) -> set[int]:
    """The indices of the 20 cells that share a row, column or box with cell ``index``."""
    return set(_PEERS[index])


def options(grid: list[int], index: int) -> set[int]:
    """The digits no peer of the empty cell ``index`` holds (empty set for a filled cell)."""
    if grid[index]:
        return set()
    return set(DIGITS) - {grid[i] for i in _PEERS[index]}


_PEERS = [sorted({i for _, group in units() if index in group for i in group} - {index})
          for index in range(81)]


def solutions(grid: list[int]):
    """Yield every solution of ``grid``, found by plain backtracking.

    Deliberately simple: fill the empty cell with the fewest options first and
    try each option in turn. Fast enough for the puzzles the tests build; it is
    the referee, not a rival.
    """
    work = list(grid)
    if not is_consistent(work):
        return
    stack = []  # (cell index, digits still to try there), deepest last
    while True:
        choice = _fewest_options(work)
        if choice is None:
            yield list(work)
        elif choice[1]:
            stack.append((choice[0], sorted(choice[1])))
        # take the next untried digit of the deepest open cell, unwinding exhausted ones
        while stack:
            index, untried = stack[-1]
            if untried:
                work[index] = untried.pop(0)
                break
            work[index] = 0
            stack.pop()
        else:
            return


def count_solutions(grid: list[int], limit: int = 2) -> int:
    """How many solutions ``grid`` has, counting no further than ``limit``."""
    found = 0
    for _ in solutions(grid):
        found += 1
        if found >= limit:
            break
    return found


def _fewest_options(work: list[int]) -> tuple[int, set[int]] | None:
    """The empty cell with the fewest options and those options; ``None`` when full."""
    best = None
    for index in range(81):
        if not work[index]:
            left = options(work, index)
            if best is None or len(left) < len(best[1]):
                best = (index, left)
                if len(left) <= 1:
                    break
    return best


def step_holds(step, solution: list[int]) -> bool:
    """Whether ``step`` places only digits of ``solution`` (by cell index) and strikes none of
    them: the tests' own check of a deduction, apart from the package's ``Step.agrees_with``."""
    return (all(solution[cell.index] == digit for cell, digit in step.placements)
            and all(solution[cell.index] != digit for cell, digit in step.eliminations))
