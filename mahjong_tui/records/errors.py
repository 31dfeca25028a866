"""The one error of this package: a record that cannot be read, with where it broke.

Every message names the file and a position: ``line L column C`` for JSON and
XML syntax, or ``round R`` / ``round R, event E`` (1-based) for a record that
parses but makes no sense. The command line prints it as one line, in English.

``code`` and ``fields`` say the same for a screen that words it in the player's
language (:func:`mahjong_tui.text.problem_words.record_problem`): ``unusable`` (the file cannot
be read: ``cause`` is the reader's OSError or UntrustedFileError), the checks of a
game's shape (``players``, ``no_hand``, ``too_many_hands``, and each hand's, with
its ``round``), the parsers' ``invalid_json``, ``invalid_xml`` (``line``, ``column``),
``nested``, ``not_a_log``, ``three_player``, and ``cannot_replay`` (the hand's
``wind``, ``number`` and ``honba``) and ``no_finished_hand`` for a record the
engine cannot follow; any other reason of the parsers is ``malformed``.
"""

from __future__ import annotations

from rules.untrusted import UntrustedFileError


class RecordError(ValueError):
    """A corrupt, truncated or unsupported game record."""

    def __init__(self, message: str, source: str = "", where: str = "", *,
                 code: str = "malformed", cause: OSError | UntrustedFileError | None = None,
                 **fields: object) -> None:
        self.message = message
        self.source = source
        self.where = where
        self.code = code
        self.cause = cause
        self.fields = fields
        super().__init__(self._text())

    def _text(self) -> str:
        head = ": ".join(part for part in (self.source, self.where) if part)
        return f"{head}: {self.message}" if head else self.message

    def located(self, source: str = "", where: str = "") -> RecordError:
        """The same error with the file and/or position filled in where still missing."""
        return RecordError(self.message, self.source or source, self.where or where,
                           code=self.code, cause=self.cause, **self.fields)
