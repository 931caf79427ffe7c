"""The Observer pattern, in its two roles: a subject and the observers that watch it.

TL;DR: a subject keeps a list of observers and calls ``update`` on each of them
when its state changes, so that it never needs to know what they do with the news.

You have seen it before as Django's signals, as DOM event listeners, and as
spreadsheet cells that recompute when a cell they read changes. Here a
[`Cell`][sudoku.cell.Cell] is the subject, and the containers that hold it are its
observers; each container is a subject in turn, and the board observes the
containers. See the docs page *Patterns / Observer*.

Examples:
    >>> class Printer(Observer):
    ...     def update(self, change):
    ...         print("got", change)
    >>> subject = Subject()
    >>> subject.attach(Printer())
    >>> subject.notify("news")
    got news
"""

from __future__ import annotations

from typing import Any


class Observer:
    """Something that wants to hear about the changes of a [`Subject`][sudoku.observer.Subject]."""

    __slots__ = ()

    def update(self, change: Any) -> None:
        """React to ``change``, a description of what changed in the subject.

        An observer must not change the subject from inside ``update``: it
        records what follows from the change, and the writer acts on it later.
        """
        raise NotImplementedError


class Subject:
    """Something whose changes are announced to the observers attached to it.

    Attributes:
        observers: the attached observers, in the order they came.
    """

    __slots__ = ("observers",)

    def __init__(self) -> None:
        self.observers: list[Observer] = []

    def attach(self, observer: Observer) -> None:
        """Start telling ``observer`` about every change, after those attached before it."""
        if observer not in self.observers:
            self.observers.append(observer)

    def detach(self, observer: Observer) -> None:
        """Stop telling ``observer`` about changes."""
        self.observers.remove(observer)

    def notify(self, change: Any) -> None:
        """Call ``update(change)`` on every attached observer, in the order they came."""
        for observer in self.observers:
            observer.update(change)
