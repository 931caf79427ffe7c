"""Which of HoDoKu's techniques a step of ours is, in HoDoKu's words.

Most of our strategies are one technique of HoDoKu's, and ``NAMES`` says
which. A few are two, told apart by the step itself: a naked pair or triple
whose cells share a box and a line is HoDoKu's *Locked Pair* or *Locked Triple*
(cheaper, and tried first); a finned fish is *Sashimi* when a base line holds
one place of the digit besides its fins; a nice loop that strikes a candidate
of its own cells is a *Discontinuous Nice Loop*, else an *AIC*; a forcing chain
that only follows singles is a *Forcing Chain*, one that goes further a *Forcing
Net*.

See the docs page *Difficulty*.

Examples:
    >>> NAMES["pointing"], NAMES["ALS-XZ"]
    ('Locked Candidates Type 1 (Pointing)', 'Almost Locked Set XZ-Rule')
"""

from __future__ import annotations

from sudoku.step import Step
from sudoku.strategies import Strategy

NAMES: dict[str, str] = {
    "full house": "Full House", "naked single": "Naked Single",
    "hidden single": "Hidden Single",
    "locked pair": "Locked Pair", "locked triple": "Locked Triple",
    "pointing": "Locked Candidates Type 1 (Pointing)",
    "claiming": "Locked Candidates Type 2 (Claiming)",
    "naked pair": "Naked Pair", "naked triple": "Naked Triple", "naked quad": "Naked Quadruple",
    "hidden pair": "Hidden Pair", "hidden triple": "Hidden Triple",
    "hidden quad": "Hidden Quadruple",
    "X-Wing": "X-Wing", "Swordfish": "Swordfish", "Jellyfish": "Jellyfish",
    "finned X-Wing": "Finned X-Wing", "finned Swordfish": "Finned Swordfish",
    "finned Jellyfish": "Finned Jellyfish",
    "Skyscraper": "Skyscraper", "2-String Kite": "2-String Kite", "Turbot Fish": "Turbot Fish",
    "Empty Rectangle": "Empty Rectangle", "remote pair": "Remote Pair",
    "XY-Wing": "XY-Wing", "XYZ-Wing": "XYZ-Wing", "W-Wing": "W-Wing",
    "simple colouring": "Simple Colors Trap",
    "multi-colour wrap": "Multi Colors 2", "multi-colour trap": "Multi Colors 1",
    **{f"unique rectangle type {n}": f"Uniqueness Test {n}" for n in range(1, 7)},
    "hidden rectangle": "Hidden Rectangle",
    "avoidable rectangle type 1": "Avoidable Rectangle Type 1",
    "avoidable rectangle type 2": "Avoidable Rectangle Type 2",
    "BUG+1": "Bivalue Universal Grave + 1",
    "X-Chain": "X-Chain", "XY-Chain": "XY-Chain",
    "nice loop": "Discontinuous Nice Loop", "grouped nice loop": "Grouped Discontinuous Nice Loop",
    "continuous nice loop": "Continuous Nice Loop",
    "grouped continuous nice loop": "Grouped Continuous Nice Loop",
    "Sue de Coq": "Sue de Coq", "ALS-XZ": "Almost Locked Set XZ-Rule",
    "ALS-XY-Wing": "Almost Locked Set XY-Wing", "ALS-XY-Chain": "Almost Locked Set Chain",
    "Death Blossom": "Death Blossom",
    "Template Set": "Template Set", "Template Delete": "Template Delete",
    "contradiction forcing chain": "Forcing Chain", "cell forcing chain": "Forcing Chain",
    "container forcing chain": "Forcing Chain",
    "dynamic contradiction forcing chain": "Forcing Net", "dynamic cell forcing chain": "Forcing Net",
    "dynamic container forcing chain": "Forcing Net", "dynamic digit forcing chain": "Forcing Net",
    "nested forcing chain": "Forcing Net", "doubly nested forcing chain": "Forcing Net",
}
"""HoDoKu's name for the steps of each of our strategies, by our name."""


def hodoku_name(step: Step, strategy: Strategy) -> str:
    """HoDoKu's name for ``step``, which ``strategy`` took (our name if HoDoKu has none)."""
    name = NAMES.get(strategy.name, strategy.name)
    if strategy.name.startswith("finned ") and is_sashimi(step, strategy.size):
        return name.replace("Finned", "Sashimi")
    if strategy.name in ("nice loop", "grouped nice loop") and not strikes_own_cells(step):
        return "Grouped AIC" if strategy.name.startswith("grouped") else "AIC"
    if strategy.name == "simple colouring" and is_wrap(step):
        return "Simple Colors Wrap"
    return name


def is_sashimi(step: Step, size: int) -> bool:
    """Whether a finned fish's ``step`` is sashimi: a base line with one place but its fins."""
    fins = {mark.cell for mark in step.marks if mark.role == "fin"}
    for line in step.containers[:size]:  # the base lines come first
        if sum(1 for cell in step.cells if cell.bit & line.cell_bits and cell not in fins) <= 1:
            return True
    return False


def strikes_own_cells(step: Step) -> bool:
    """Whether ``step`` strikes a candidate in one of the cells of its own pattern."""
    cells = set(step.cells)
    return any(cell in cells for cell, _ in step.eliminations) or bool(step.placements)


def is_wrap(step: Step) -> bool:
    """Whether a colouring ``step`` strikes a whole colour (wrap) rather than cells that see
    both colours (trap): its eliminations are then cells of the pattern."""
    return bool(step.eliminations) and all(cell in step.cells for cell, _ in step.eliminations)
