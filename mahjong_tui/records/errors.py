"""The one error of this package: a record that cannot be read, with where it broke.

Every message names the file and a position: ``line L column C`` for JSON and
XML syntax, or ``round R`` / ``round R, event E`` (1-based) for a record that
parses but makes no sense. The command line prints it as one line.
"""

from __future__ import annotations


class RecordError(ValueError):
    """A corrupt, truncated or unsupported game record."""

    def __init__(self, message: str, source: str = "", where: str = "") -> None:
        self.message = message
        self.source = source
        self.where = where
        super().__init__(self._text())

    def _text(self) -> str:
        head = ": ".join(part for part in (self.source, self.where) if part)
        return f"{head}: {self.message}" if head else self.message

    def located(self, source: str = "", where: str = "") -> RecordError:
        """The same error with the file and/or position filled in where still missing."""
        return RecordError(self.message, self.source or source, self.where or where)
