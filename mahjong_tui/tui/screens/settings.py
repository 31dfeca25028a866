"""The settings screen: the preset, the game, the opponents, and every rule.

The "General" page picks the base preset (each with its description and
source), the game length and starting points, each opponent's level, the AI
speed and the tile style, and saves, imports or exports presets. One page per
group of :data:`~mahjong_tui.text.rule_fields.GROUPS` shows every rule field, built
from the RuleSet schema: a list of the fields with their values, and the
:class:`~mahjong_tui.tui.widgets.rule_editor.RuleEditor` of the highlighted one.

The screen holds one valid RuleSet, ``settings.rules``: every edit is checked
against the whole model (:func:`~mahjong_tui.text.rule_fields.apply_change`) and is
either taken, or refused at the field with the validator's reason. So nothing
invalid is ever played or saved. Fields that differ from the base preset are
marked and can be reset one by one or all at once. Leaving the screen writes
the settings to the config directory.

Keys 1..N go to a page (General first, then the rule pages in tab order),
Ctrl+PgDn / Ctrl+PgUp to the next / previous one; the page's list takes the
focus, so the arrows move in it at once.
"""

from __future__ import annotations

from typing import Any, ClassVar

from rich.text import Text
from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.message import Message
from textual.screen import Screen
from textual.validation import ValidationResult, Validator
from textual.widgets import (
    Button,
    Footer,
    Input,
    Label,
    OptionList,
    Select,
    Static,
    TabbedContent,
    TabPane,
    Tabs,
)
from textual.widgets.option_list import Option

from mahjong_tui.play.config import (
    AI_DELAYS,
    ConfigError,
    ConfigStore,
    PresetInfo,
    Settings,
    custom_name_problem,
)
from mahjong_tui.play.lineups import opponent_choices
from mahjong_tui.play.session import AI_NAMES, player_name
from mahjong_tui.text.language import LANGUAGE_NAMES, t
from mahjong_tui.text.line_breaks import prose
from mahjong_tui.text.rule_fields import (
    FIELDS,
    apply_change,
    at_length,
    differences,
    implied_changes,
    value_text,
)
from mahjong_tui.text.rule_pages import GROUPS
from mahjong_tui.text.rule_words import preset_title, setting_choice, yours
from mahjong_tui.text.tile_faces import TileStyle
from mahjong_tui.tui.screens.confirm import ConfirmScreen
from mahjong_tui.tui.screens.help import HelpScreen
from mahjong_tui.tui.screens.keys import HELP, SETTINGS_PAGES
from mahjong_tui.tui.widgets.bot_list import BotList
from mahjong_tui.tui.widgets.rule_editor import MARK, OFF_STYLE, ON_STYLE, RuleEditor
from mahjong_tui.tui.widgets.rule_page import RulePage
from rules.ruleset import RuleSet

GENERAL_RULES = ("game_length", "starting_points")
"""Rule fields also shown on the General page (their editors stay in step)."""
PLACES = ("right", "across", "left")
TALK_CHOICES = ("talk_on", "talk_off")
"""The talk setting's choices, on first."""
_PAGE_KEYS = Binding.Group("keys.page")


def preset_option(info: PresetInfo, active: bool) -> Option:
    """A preset list entry: one line, its title, marked ● when it is the preset in force
    (the highlighted one's description and source are shown in full below the list)."""
    return Option(Text.assemble(("● " if active else "  ", ON_STYLE), (info.title, "bold"),
                                (f" {yours()}" if info.custom else "", OFF_STYLE)), id=info.name)


def preset_detail(info: PresetInfo) -> Text:
    return Text.assemble((info.title, "bold"), "\n", info.description, "\n",
                         (info.source, OFF_STYLE))


class PresetName(Validator):
    """A name for the player's preset, checked as it is typed (an empty box is not yet a
    name: nothing is said about it)."""

    def validate(self, value: str) -> ValidationResult:
        problem = custom_name_problem(value) if value.strip() else None
        return self.success() if problem is None else self.failure(problem)


class PresetList(OptionList):
    """The presets: arrows or a click look at one, Enter or a double click plays by it."""

    async def _on_click(self, event: events.Click) -> None:
        event.prevent_default()  # OptionList's own click would select at once
        clicked: int | None = event.style.meta.get("option")
        if clicked is None:
            return
        self.highlighted = clicked
        if event.chain >= 2:
            self.action_select()


class SettingsScreen(Screen[None]):
    BINDINGS: ClassVar[list[BindingType]] = [
        # Priority: the lists and scroll views bind these keys to scroll sideways. First:
        # the footer then keeps one order whatever has the focus.
        Binding("ctrl+pageup", "turn_page(-1)", "keys.previous_page", group=_PAGE_KEYS,
                priority=True),
        Binding("ctrl+pagedown", "turn_page(1)", "keys.next_page", group=_PAGE_KEYS, priority=True),
        Binding("1", "page(0)", "keys.page", key_display=f"1-{SETTINGS_PAGES}", group=_PAGE_KEYS),
        *(Binding(str(n + 1), f"page({n})", "keys.page", show=False)
          for n in range(1, SETTINGS_PAGES)),
        Binding("escape", "back", "keys.back"),
        Binding("ctrl+r", "reset_all", "keys.reset_all"),
        HELP,
    ]

    class LanguagePicked(Message):
        """The player picked another language (in ``settings.language``): the app shows
        every screen in it, this one built anew."""

        def __init__(self, screen: SettingsScreen) -> None:
            super().__init__()
            self.screen = screen

    def __init__(self, settings: Settings, store: ConfigStore, *, in_game: bool = False,
                 focus_language: bool = False) -> None:
        """``in_game``: opened between hands, so rule changes wait for the next game.
        ``focus_language``: the language choice has the focus (the screen was rebuilt in
        the language just picked)."""
        super().__init__()
        self.settings = settings
        self.store = store
        self.in_game = in_game
        self.focus_language = focus_language
        self.base = self._base_preset()
        self.presets: dict[str, PresetInfo] = {}

    def _base_preset(self) -> RuleSet:
        """The preset the rules started from, at the length being played (the length is
        chosen for each game: it is not marked as a change)."""
        try:
            return at_length(self.store.preset(self.settings.preset),
                             self.settings.rules.game_length)
        except ConfigError:
            self.settings.preset = self.settings.rules.name
            return self.settings.rules

    # --- layout -----------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        with Vertical(id="settings-main"):
            with Horizontal(id="settings-header"):
                yield Static(t("settings.title"), classes="screen-title")
                yield Static(id="settings-summary")
            with TabbedContent(id="settings-tabs"):
                with TabPane(t("settings.general"), id="tab-general"), Horizontal():
                    yield from self._preset_column()
                    yield from self._game_column()
                for number, (group, names) in enumerate(GROUPS.items(), start=1):
                    with TabPane(t(f"rule_pages.{group}"), id=f"tab-{number}"):
                        yield RulePage(names, self.settings.rules, self.base)
            yield Static(id="settings-message")
            with Horizontal(id="settings-buttons"):
                yield Button(t("keys.reset_all"), id="reset-all", compact=True)
                yield Button(t("keys.back"), id="back", compact=True)
        yield Footer()

    def _preset_column(self) -> ComposeResult:
        with Vertical(id="preset-column"):
            yield Static(t("settings.presets"), id="preset-heading")
            yield PresetList(id="preset-list")
            with VerticalScroll(id="preset-detail-box", classes="focus-bar"):
                yield Static(id="preset-detail")
            yield Button(t("settings.use_preset"), id="use-preset", compact=True)
            with Horizontal(classes="file-row"):
                yield Input(placeholder=t("settings.save_name"), id="save-name", compact=True,
                            validators=[PresetName()], validate_on=["changed"])
                yield Button(t("settings.save_preset"), id="save-preset", compact=True)
            with Horizontal(classes="file-row"):
                yield Input(placeholder=t("settings.file_path"), id="file-path", compact=True)
                yield Button(t("settings.import"), id="import", compact=True)
                yield Button(t("settings.export"), id="export", compact=True)

    def _game_column(self) -> ComposeResult:
        s = self.settings
        # Not a stop of its own for Tab: its controls are, and each scrolls it into view.
        with VerticalScroll(id="game-column", can_focus=False):
            # First: whoever cannot read the language in force finds it at once.
            yield Label(f"  {t('language.label')}")
            yield Select([(name, code) for code, name in LANGUAGE_NAMES.items()],
                         value=s.language, allow_blank=False, id="language", compact=True)
            yield from (self._editor(name) for name in GENERAL_RULES)
            for place, (name, where) in enumerate(zip(AI_NAMES, PLACES, strict=True)):
                yield Label("  " + t(f"settings.ai_level_{where}", name=player_name(name)))
                yield Select(opponent_choices(s.bots), value=s.ai_levels[place],
                             allow_blank=False, id=f"ai-{place}", compact=True,
                             classes="general-select")
            yield Label("  " + t("settings.ai_speed"))
            yield self._select("ai-speed", tuple(AI_DELAYS), s.ai_speed)
            yield Label("  " + t("settings.tile_style"))
            yield self._select("tile-style", tuple(TileStyle), s.tile_style)
            yield Label("  " + t("settings.talk"))
            yield self._select("talk", TALK_CHOICES, TALK_CHOICES[not s.talk])
            yield BotList(s, id="bot-list")

    @staticmethod
    def _select(widget_id: str, options: tuple[str, ...], value: str) -> Select[str]:
        return Select([(setting_choice(o), o) for o in options], value=value,
                      allow_blank=False, id=widget_id, compact=True, classes="general-select")

    def _editor(self, name: str) -> RuleEditor:
        value = getattr(self.settings.rules, name)
        return RuleEditor(FIELDS[name], value, changed=value != getattr(self.base, name))

    def on_mount(self) -> None:
        self._fill_presets()
        self._summarise()
        if self.focus_language:
            self.query_one("#language", Select).focus()
        else:
            self.query_one(Tabs).focus()

    def _fill_presets(self) -> None:
        """List the presets, the one in force marked and highlighted."""
        entries, problems = self.store.presets()
        self.presets = {info.name: info for info in entries}
        self._mark_presets()
        names = [info.name for info in entries]
        if self.settings.preset in names:
            self.query_one(PresetList).highlighted = names.index(self.settings.preset)
        for problem in problems:
            self.notify(problem, severity="warning", timeout=8, markup=False)

    def _mark_presets(self) -> None:
        presets = self.query_one(PresetList)
        highlighted = presets.highlighted
        presets.clear_options()
        presets.add_options([preset_option(info, info.name == self.settings.preset)
                             for info in self.presets.values()])
        presets.highlighted = highlighted

    @property
    def _title(self) -> str:
        """The title of the preset in force."""
        info = self.presets.get(self.settings.preset)
        return info.title if info else preset_title(self.settings.preset)

    def _summarise(self) -> None:
        changed = differences(self.settings.rules, self.base)
        count = t("settings.changes", count=len(changed), mark=MARK) if changed else t(
            "settings.no_changes")
        key = "settings.summary_in_game" if self.in_game else "settings.summary"
        self.query_one("#settings-summary", Static).update(
            Text(t(key, title=self._title, changes=count), style=OFF_STYLE))

    def _say(self, text: str, *, error: bool = False) -> None:
        message = self.query_one("#settings-message", Static)
        message.update(prose(Text(text, style="#ff8f8f" if error else "#9fe09f")))

    # --- pages ------------------------------------------------------------------------

    def action_page(self, index: int) -> None:
        """Show page ``index`` (0 is General) with the focus on its list."""
        pane = self.query(TabPane)[index]
        self.query_one(TabbedContent).active = pane.id or ""
        pane.query(OptionList).first().focus()

    def action_turn_page(self, delta: int) -> None:
        pane_ids = [pane.id for pane in self.query(TabPane)]
        current = pane_ids.index(self.query_one(TabbedContent).active)
        self.action_page((current + delta) % len(pane_ids))

    def action_help(self) -> None:
        self.app.push_screen(HelpScreen("settings", self.settings.rules))

    # --- the rules --------------------------------------------------------------------

    def _use(self, rules: RuleSet) -> None:
        """Make ``rules`` the rules in force and show them in every editor."""
        self.settings.rules = rules
        for page in self.query(RulePage):
            page.show(rules, self.base)
        for editor in self.query(RuleEditor):
            name = editor.field.name
            value = getattr(rules, name)
            editor.show(value, changed=value != getattr(self.base, name))
        self._summarise()

    def _change(self, editor: RuleEditor, changes: dict[str, Any]) -> None:
        before = self.settings.rules
        result = apply_change(before, implied_changes(before, changes) | changes)
        if isinstance(result, str):
            editor.refuse(result)
            self._say(t("settings.not_applied", reason=result), error=True)
            return
        self._use(result)
        also = [t("settings.field_value", label=FIELDS[name].label,
                  value=value_text(FIELDS[name], getattr(result, name)))
                for name in differences(result, before) if name not in changes]
        if also:
            self._say(t("settings.changed_with", label=editor.field.label,
                        others=t("settings.list_separator").join(also)))
        else:
            self._say(t("settings.changed", label=editor.field.label))

    @on(RuleEditor.Edited)
    def _edited(self, message: RuleEditor.Edited) -> None:
        self._change(message.editor, {message.editor.field.name: message.value})

    @on(RuleEditor.ResetWanted)
    def _reset_one(self, message: RuleEditor.ResetWanted) -> None:
        name = message.editor.field.name
        self._change(message.editor, {name: getattr(self.base, name)})

    @on(Button.Pressed, "#reset-all")
    def action_reset_all(self) -> None:
        self._use(self.base)
        self._say(t("settings.reset_to", title=self._title))

    @on(OptionList.OptionHighlighted, "#preset-list")
    def _preset_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        info = self.presets.get(event.option.id or "")
        self.query_one("#preset-detail", Static).update(prose(preset_detail(info)) if info else "")

    @on(OptionList.OptionSelected, "#preset-list")
    def _preset_picked(self, event: OptionList.OptionSelected) -> None:
        if event.option.id is not None:
            self.pick_preset(event.option.id)

    @on(Button.Pressed, "#use-preset")
    def _use_highlighted(self) -> None:
        presets = self.query_one(PresetList)
        if presets.highlighted is not None:
            self.pick_preset(presets.get_option_at_index(presets.highlighted).id or "")

    def pick_preset(self, name: str) -> None:
        """Play by the preset ``name``: every field takes its value."""
        try:
            self.base = self.store.preset(name)
        except ConfigError as exc:
            self._say(str(exc), error=True)
            return
        self.settings.preset = name
        self._use(self.base)
        self._mark_presets()
        self._say(t("settings.playing_by", title=self._title))

    # --- the game and the opponents -----------------------------------------------------

    @on(Select.Changed, ".general-select")
    def _general(self, event: Select.Changed) -> None:
        value, s = str(event.value), self.settings
        if event.select.id == "ai-speed":
            s.ai_speed = value
        elif event.select.id == "tile-style":
            s.tile_style = TileStyle(value)
        elif event.select.id == "talk":
            s.talk = value == TALK_CHOICES[0]
        elif event.select.id is not None:
            levels = list(s.ai_levels)
            levels[int(event.select.id.removeprefix("ai-"))] = value
            s.ai_levels = (levels[0], levels[1], levels[2])

    @on(BotList.Changed)
    def _bots_changed(self, event: BotList.Changed) -> None:
        """The seats offer the bots there are now (a removed one's seat is back to normal)."""
        self._say(event.words, error=event.error)
        for place, level in enumerate(self.settings.ai_levels):
            select: Select[str] = self.query_one(f"#ai-{place}", Select)
            select.set_options(opponent_choices(self.settings.bots))
            select.value = level

    @on(Select.Changed, "#language")
    def _language(self, event: Select.Changed) -> None:
        if event.value != self.settings.language and isinstance(event.value, str):
            self.settings.language = event.value
            self.post_message(self.LanguagePicked(self))

    # --- preset files -------------------------------------------------------------------

    @on(Input.Changed, "#save-name")
    def _name_typed(self, event: Input.Changed) -> None:
        """Say at once why a name cannot be used; once it can, say nothing more."""
        result = event.validation_result
        if result is not None and not result.is_valid:
            self._say(result.failure_descriptions[0], error=True)
        else:
            self.query_one("#settings-message", Static).update("")

    @on(Input.Submitted, "#save-name")
    def _name_entered(self) -> None:
        """Enter saves once there is a name; in the empty box it does nothing."""
        if self.query_one("#save-name", Input).value.strip():
            self._save_preset()

    @on(Button.Pressed, "#save-preset")
    def _save_preset(self) -> None:
        name = self.query_one("#save-name", Input).value
        if not name.strip():
            self._say(t("settings.name_first"))
            return
        self._keep(name, self.settings.rules, self.settings.preset, "settings.saved_as")

    def _keep(self, name: str, rules: RuleSet, base: str, done: str) -> None:
        """Save ``rules`` as the custom preset ``name`` and play by it; if a preset of that
        name exists, only once the player says to replace it. ``done``: the message that
        says it was saved."""
        def save(replace: bool | None = True) -> None:
            if not replace:
                self._say(t("settings.nothing_saved", name=name.strip()))
                return
            try:
                saved = self.store.save_custom(name, rules, base)
            except ConfigError as exc:
                self._say(str(exc), error=True)
                return
            self._fill_presets()
            self.pick_preset(saved.name)
            self._say(t(done, name=saved.name))

        if name.strip() in self.store.custom_names():
            self.app.push_screen(ConfirmScreen(
                t("settings.replace_question", name=name.strip()),
                t("settings.replace"), t("settings.keep")), save)
        else:
            save()

    @on(Button.Pressed, "#import")
    def _import(self) -> None:
        try:
            name, rules = self.store.read_import(self.query_one("#file-path", Input).value)
        except ConfigError as exc:
            self._say(str(exc), error=True)
            return
        self._keep(name, rules, rules.name, "settings.imported_as")

    @on(Button.Pressed, "#export")
    def _export(self) -> None:
        try:
            path = self.store.export_file(self.settings.rules,
                                          self.query_one("#file-path", Input).value)
        except ConfigError as exc:
            self._say(str(exc), error=True)
            return
        self._say(t("settings.exported", name=path.name))

    # --- leaving ------------------------------------------------------------------------

    @on(Button.Pressed, "#back")
    def action_back(self) -> None:
        """Remember the settings for the next run, then go back."""
        try:
            self.store.save_settings(self.settings)
        except ConfigError as exc:
            self.notify(str(exc), title=t("settings.not_saved"), severity="error", timeout=10,
                        markup=False)
        self.dismiss()
