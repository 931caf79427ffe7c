"""HoDoKu's techniques: the score and the level of each, and which of ours each step is.

HoDoKu rates a solve by adding up a score for every step of its path, and
gives the puzzle a level (Easy, Medium, Hard, Unfair, Extreme) from the
hardest technique used, raised while the score passes the level's limit.
Nothing here comes from its code: the scores are what a least-squares fit of
its batch output gives (each puzzle's total score against the count of each
technique on its path, for some 1,500 puzzles, which the fit matches with no
residue), and the levels and limits are the ones that reproduce every level it
printed for those puzzles.

See the docs page *Difficulty*.

Examples:
    >>> TECHNIQUES["Hidden Single"], TECHNIQUES["XY-Wing"]
    ((14, 'Easy'), (160, 'Hard'))
    >>> raised("Medium", 1200)  # past Medium's limit of 1,000: Hard
    'Hard'
"""

from __future__ import annotations

EASY, MEDIUM, HARD, UNFAIR, EXTREME = "Easy", "Medium", "Hard", "Unfair", "Extreme"

LIMITS: dict[str, float] = {EASY: 800, MEDIUM: 1000, HARD: 1600, UNFAIR: 1800,
                            EXTREME: float("inf")}
"""Each level, easiest first, with the highest score a puzzle of that level may have."""

LEVELS: tuple[str, ...] = tuple(LIMITS)
"""The levels, easiest first."""


def _level(level: str, names: str, score: int) -> dict[str, tuple[int, str]]:
    return {name: (score, level) for name in names.split(", ")}


TECHNIQUES: dict[str, tuple[int, str]] = {
    **_level(EASY, "Full House, Naked Single", 4),
    **_level(EASY, "Hidden Single", 14),
    **_level(MEDIUM, "Locked Pair", 40),
    **_level(MEDIUM, "Locked Triple, Naked Pair", 60),
    **_level(MEDIUM, "Locked Candidates Type 1 (Pointing), "
                     "Locked Candidates Type 2 (Claiming)", 50),
    **_level(MEDIUM, "Hidden Pair", 70),
    **_level(MEDIUM, "Naked Triple", 80),
    **_level(MEDIUM, "Hidden Triple", 100),
    **_level(HARD, "Naked Quadruple, Empty Rectangle, Turbot Fish", 120),
    **_level(HARD, "Hidden Quadruple, Swordfish, 2-String Kite, W-Wing, Sashimi X-Wing, "
                   "Simple Colors Trap, Simple Colors Wrap", 150),
    **_level(HARD, "X-Wing", 140),
    **_level(HARD, "Skyscraper, Finned X-Wing", 130),
    **_level(HARD, "Remote Pair", 110),
    **_level(HARD, "Jellyfish", 160),
    **_level(HARD, "XY-Wing", 160),
    **_level(HARD, "XYZ-Wing", 180),
    **_level(HARD, "Multi Colors 1, Multi Colors 2", 200),
    **_level(HARD, "Uniqueness Test 1, Uniqueness Test 2, Uniqueness Test 3, "
                   "Uniqueness Test 4, Uniqueness Test 5, Uniqueness Test 6, Hidden Rectangle, "
                   "Avoidable Rectangle Type 1, Avoidable Rectangle Type 2, "
                   "Bivalue Universal Grave + 1", 100),
    **_level(UNFAIR, "Finned Swordfish", 200),
    **_level(UNFAIR, "Sashimi Swordfish", 240),
    **_level(UNFAIR, "Finned Jellyfish, Sue de Coq", 250),
    **_level(UNFAIR, "Sashimi Jellyfish, X-Chain, XY-Chain", 260),
    **_level(UNFAIR, "Discontinuous Nice Loop, AIC, Continuous Nice Loop", 280),
    **_level(UNFAIR, "Grouped Discontinuous Nice Loop, Grouped AIC, "
                     "Grouped Continuous Nice Loop, Almost Locked Set XZ-Rule", 300),
    **_level(UNFAIR, "Almost Locked Set XY-Wing", 320),
    **_level(UNFAIR, "Almost Locked Set Chain", 340),
    **_level(UNFAIR, "Death Blossom", 360),
    **_level(EXTREME, "Forcing Chain", 500),
    **_level(EXTREME, "Forcing Net", 700),
    **_level(EXTREME, "Template Set, Template Delete, Brute Force", 10000),
}
"""HoDoKu's name of each technique its solver uses, with its score and its level."""


def raised(level: str, score: float) -> str:
    """``level``, raised one level at a time while ``score`` passes the level's limit."""
    at = LEVELS.index(level)
    while score > LIMITS[LEVELS[at]]:
        at += 1
    return LEVELS[at]
