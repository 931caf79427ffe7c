"""The six types of unique rectangle: what each one looks for in a deadly rectangle.

TL;DR: ``TYPES[kind](name, board, rectangle)`` gives the steps of one type in one
rectangle; ``name`` is the strategy's, for the step. Each type is a function of its own,
and the strategy [`UniqueRectangle`][sudoku.strategies.unique_rectangle.UniqueRectangle]
calls the one of its kind on every rectangle, in turn (the module
``sudoku.strategies.unique_rectangle`` says what each type looks for, and why it works).

Role: the part of a unique rectangle that differs from type to type; the rectangles come
from ``sudoku.strategies.rectangles``, and their steps from
``sudoku.strategies.rectangle_steps``. See the docs page *Reference / sudoku.strategies*,
under *Parts of one strategy*.
"""

from __future__ import annotations

import itertools

from sudoku.bitsets import cells_of, digits_of
from sudoku.step import Link
from sudoku.strategies.rectangle_steps import (
    both,
    either,
    hold_only,
    names,
    plain_corners,
    rectangle_step,
)
from sudoku.strategies.rectangles import confined, is_beside, shared

LARGEST_SUBSET = 4
"""The most cells of a type 3 subset, the two corners counted as one."""


def type_1(name, board, rectangle):
    """Type 1: three corners hold only the pair, so the fourth holds neither digit of it."""
    guarded = rectangle.guarded()
    if len(guarded) != 1:
        return
    corner = guarded[0]
    held = corner.candidate_bits & rectangle.pair
    plain = [cell for cell in sorted(rectangle.corners) if cell is not corner]
    yield rectangle_step(name, board, rectangle, [(corner, digit) for digit in digits_of(held)],
                         hold_only(board, plain, rectangle.pair),
                         f"{corner.name} were {either(board, held)} too",
                         f"{corner.name} is not {either(board, held)}")


def type_2(name, board, rectangle):
    """Type 2: the two corners beside each other that hold more have one guardian, the same digit."""
    guarded = rectangle.guarded()
    if len(guarded) == 2 and is_beside(*guarded):
        yield from one_guardian(name, board, rectangle, guarded)


def type_5(name, board, rectangle):
    """Type 5: like type 2, with the one guardian digit in two opposite corners or in three."""
    guarded = rectangle.guarded()
    if not (len(guarded) == 2 and is_beside(*guarded)) and len(guarded) in (2, 3):
        yield from one_guardian(name, board, rectangle, guarded)


def one_guardian(name, board, rectangle, guarded):
    """Types 2 and 5: the corners of ``guarded`` have one guardian, the same digit."""
    extra = rectangle.guardians(guarded[0])
    if extra.bit_count() != 1 or any(rectangle.guardians(cell) != extra for cell in guarded):
        return
    digit = extra.bit_length() - 1
    seeing = board.empty_bits
    for cell in guarded:
        seeing &= cell.peer_bits
    struck = [(cell, digit) for cell in cells_of(seeing, board.cells) if cell.candidate_bits & extra]
    if not struck:
        return
    symbol, plain = board.layout.symbol(digit), plain_corners(rectangle, guarded)
    every = "both" if len(guarded) == 2 else "all of them"
    yield rectangle_step(name, board, rectangle, struck,
                         f"{hold_only(board, plain, rectangle.pair)}, and the only other "
                         f"candidate of {names(sorted(guarded))} is {symbol}",
                         f"neither {names(guarded, 'nor')} were {symbol}" if len(guarded) == 2
                         else f"none of them were {symbol}",
                         f"one of them is {symbol}, and {symbol} leaves the cells that see "
                         f"{every}")


def type_3(name, board, rectangle):
    """Type 3: the two corners beside each other act as one cell holding their guardians,
    which may make a naked subset with other cells of a container they share."""
    guarded = rectangle.guarded()
    if len(guarded) != 2 or not is_beside(*guarded):
        return
    first, second = guarded
    extra = rectangle.guardians(first) | rectangle.guardians(second)
    if extra.bit_count() < 2:
        return  # one guardian digit is type 2
    corners = sum(cell.bit for cell in rectangle.corners)
    for container in shared(first, second):
        others = cells_of(container.cell_bits & board.empty_bits & ~corners, board.cells)
        # The two corners act as one cell that holds ``extra``; a naked subset of them
        # and ``size`` other cells leaves at least one cell to strike from.
        for size in range(1, min(LARGEST_SUBSET, len(others))):
            for group in itertools.combinations(others, size):
                digits = extra
                for cell in group:
                    digits |= cell.candidate_bits
                if digits.bit_count() == size + 1:
                    step = subset_step(name, board, rectangle, guarded, group, digits)
                    if step:
                        yield step


def subset_step(name, board, rectangle, guarded, group, digits):
    """The step of a type 3 subset: ``group`` (cells) and the two corners ``guarded``
    take ``digits`` between them, in every container that holds them all."""
    holding = [container for container in shared(*guarded)
               if all(container.cell_bits & cell.bit for cell in group)]
    keep = sum(cell.bit for cell in (*rectangle.corners, *group))
    struck = [(cell, digit) for container in holding
              for cell in cells_of(container.cell_bits & board.empty_bits & ~keep, board.cells)
              for digit in digits_of(cell.candidate_bits & digits)]
    if not struck:
        return None
    struck = list(dict.fromkeys(struck))  # a cell of two containers comes once
    extra = rectangle.guardians(guarded[0]) | rectangle.guardians(guarded[1])
    kind = {2: "pair", 3: "triple", 4: "quad"}.get(len(group) + 1, "subset")
    where = " and ".join(container.name for container in holding)
    return rectangle_step(name, board, rectangle, struck,
                          hold_only(board, plain_corners(rectangle, guarded), rectangle.pair),
                          f"neither {names(guarded, 'nor')} took {either(board, extra)}",
                          f"one of them takes {either(board, extra)}, and with {names(group)} "
                          f"they make a naked {kind} of {both(board, digits)} in {where}, so "
                          f"{both(board, digits)} leave the other cells there")


def type_4(name, board, rectangle):
    """Type 4: in a container of the two corners beside each other, a digit of the pair goes
    only in them, so the other digit leaves both."""
    guarded = rectangle.guarded()
    if len(guarded) != 2 or not is_beside(*guarded):
        return
    first, second = guarded
    for container in shared(first, second):  # in layout order
        for digit in digits_of(rectangle.pair):
            if container.place_bits[digit] != first.bit | second.bit:
                continue
            other = (rectangle.pair ^ (1 << digit)).bit_length() - 1
            struck = [(cell, other) for cell in guarded if cell.candidate_bits >> other & 1]
            if not struck:
                continue
            symbol, lost = board.layout.symbol(digit), board.layout.symbol(other)
            yield rectangle_step(
                name, board, rectangle, struck,
                f"{hold_only(board, plain_corners(rectangle, guarded), rectangle.pair)}, "
                f"and in {container.name}, {symbol} goes "
                f"only in {names(guarded, 'or')}, so one of them is {symbol}",
                f"the other were {lost}", f"neither is {lost}",
                links=(Link((first, digit), (second, digit), True),))


def type_6(name, board, rectangle):
    """Type 6: two opposite corners hold only the pair, and in both rows (or both columns) a
    digit of it goes only in the corners: it leaves the other two."""
    guarded = rectangle.guarded()
    if len(guarded) != 2 or is_beside(*guarded):
        return
    first, second = guarded
    one, two = plain_corners(rectangle, guarded)
    for digit in digits_of(rectangle.pair):
        for near, far in ((first, second), (second, first)):
            lines = confined(one, near, digit), confined(two, far, digit)
            struck = [(cell, digit) for cell in guarded if cell.candidate_bits >> digit & 1]
            if None in lines or not struck:
                continue
            symbol = board.layout.symbol(digit)
            other = board.layout.symbol((rectangle.pair ^ (1 << digit)).bit_length() - 1)
            yield rectangle_step(
                name, board, rectangle, struck,
                f"{one.name} and {two.name} hold only {both(board, rectangle.pair)}; "
                f"{symbol} goes only in {one.name} or {near.name} in {lines[0].name}, and "
                f"only in {two.name} or {far.name} in {lines[1].name}",
                f"{first.name} or {second.name} were {symbol}, both would be, and "
                f"{one.name} and {two.name} would be {other}, so",
                f"{symbol} leaves {first.name} and {second.name}",
                links=(Link((one, digit), (near, digit), True),
                       Link((two, digit), (far, digit), True)))


TYPES = {1: type_1, 2: type_2, 3: type_3, 4: type_4, 5: type_5, 6: type_6}
"""The function of each type: ``(name, board, rectangle)`` to its steps, one after another."""
