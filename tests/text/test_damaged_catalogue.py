"""A damaged message catalogue (empty, cut short, gone, a message missing) is one line and
status 2 on the command line, never a traceback; the app starts in English with one
warning when another language's catalogue cannot be used."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

import mahjong_tui.text.language as language
from mahjong_tui.cli import main
from mahjong_tui.files.places import CONFIG_DIR_ENV, DATA_DIR_ENV
from mahjong_tui.tui.app import MahjongApp
from mahjong_tui.tui.screens.title import TitleScreen
from tests.tui.helpers import screen_text, until

SHIPPED = Path(language.__file__).parent / "catalogues"


def _without(key: str) -> Callable[[str], str]:
    """The catalogue with the message ``key`` of its ``[presets.tenhou]`` table left out."""
    return lambda text: text.replace(f'\n{key} = "', f'\nremoved_{key} = "', 1)


DAMAGE: dict[str, Callable[[str], str] | None] = {
    "empty": lambda text: "",
    "cut short": lambda text: text[: len(text) // 2] + '\nbroken = "',
    "gone": None,
    "a message missing": lambda text: text.replace("[presets.tenhou]\ntitle = ",
                                                   "[presets.tenhou]\nheading = ", 1),
}


@pytest.fixture
def catalogues(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    folder = tmp_path / "catalogues"
    folder.mkdir()
    for shipped in SHIPPED.glob("*.toml"):
        (folder / shipped.name).write_bytes(shipped.read_bytes())
    monkeypatch.setattr(language, "CATALOGUES", folder)
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path / "data"))
    monkeypatch.setenv(CONFIG_DIR_ENV, str(tmp_path / "config"))
    language.catalogue.cache_clear()
    yield folder
    monkeypatch.undo()
    language.catalogue.cache_clear()
    language.set_language("en")


def damage(folder: Path, name: str, how: str) -> None:
    path = folder / f"{name}.toml"
    change = DAMAGE[how]
    if change is None:
        path.unlink()
    else:
        path.write_text(change(path.read_text("utf-8")), "utf-8")


@pytest.mark.parametrize("how", sorted(DAMAGE))
def test_the_command_line_says_one_line(catalogues: Path, how: str,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    assert "[presets.tenhou]\ntitle = " in (SHIPPED / "en.toml").read_text("utf-8")
    damage(catalogues, "en", how)
    assert main(["--lang", "en", "presets"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("mahjong-tui presets: the en catalogue")
    assert "Traceback" not in err


@pytest.mark.parametrize("how", ["empty", "cut short", "gone"])
async def test_the_app_starts_in_english_with_one_warning(catalogues: Path, how: str) -> None:
    damage(catalogues, "ja", how)
    app = MahjongApp(language="ja")
    async with app.run_test(size=(100, 30), notifications=True) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TitleScreen))
        await until(pilot, lambda: any(warned(n.message) for n in app._notifications))
        assert "New game" in screen_text(app)
        assert sum(warned(n.message) for n in app._notifications) == 1


def warned(message: str) -> bool:
    """The warning, its lines joined (a toast breaks them)."""
    return "the screens are in English" in " ".join(message.split())
