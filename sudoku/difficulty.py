"""The difficulty scale: one number per technique, and level names over ranges of it.

The numbers follow the ratings of Sudoku Explainer, the scale players know
best: a full house is 1.0, a hidden single 1.2, a naked single 2.3, an X-Wing
3.2, an XY-Chain 6.6. Every strategy declares its number, ``DEFAULT_CHAIN``
is ordered by it, and a puzzle is as hard as the hardest step its solving
path needs. Guessing is not a technique and sits above every level.

| level | numbers | techniques (examples) |
|---|---|---|
| easy | below 2.0 | full house, hidden single |
| medium | 2.0 to 2.9 | naked single, pointing, claiming |
| hard | 3.0 to 3.9 | naked and hidden pairs, naked triple, X-Wing, Swordfish |
| fiendish | 4.0 to 5.9 | hidden triple, wings, quads, Jellyfish, unique rectangles |
| diabolical | 6.0 and above | chains and loops |

See the docs page *Difficulty*.

Examples:
    >>> level(1.2), level(2.6), level(3.2), level(5.4), level(7.0)
    ('easy', 'medium', 'hard', 'fiendish', 'diabolical')
"""

from __future__ import annotations

LEVELS = (("easy", 2.0), ("medium", 3.0), ("hard", 4.0), ("fiendish", 6.0),
          ("diabolical", 10.0))
"""Each level's name with the number it goes up to (not included), easiest first."""

GUESSING = 10.0
"""The number of a guess: above every level, because it is not a deduction."""


def level(number: float) -> str:
    """The name of the level that ``number`` falls in (``"guessing"`` from 10.0 up)."""
    for name, limit in LEVELS:
        if number < limit:
            return name
    return "guessing"
