"""Settings are saved in the config folder, reloaded, and survive damage."""
from __future__ import annotations

import json
import logging

import pytest

from scenes import config


@pytest.fixture(autouse=True)
def config_home(tmp_path, monkeypatch):
    monkeypatch.setenv("PARADISE_TABLE_CONFIG_DIR", str(tmp_path))
    return tmp_path


def test_defaults_when_there_is_no_file():
    assert config.load_settings() == config.Settings()


def test_saved_settings_reload(config_home):
    settings = config.Settings(volume=0.25, muted=True, fullscreen=True, animation_speed=2.0, colour_blind=True)
    config.save_settings(settings)
    assert (config_home / "settings.json").exists()
    assert config.load_settings() == settings


def test_garbage_bytes_fall_back_to_defaults_with_a_warning(config_home, caplog):
    (config_home / "settings.json").write_bytes(b"\x89PNG\xff\xfe garbage {{{")
    with caplog.at_level(logging.WARNING):
        assert config.load_settings() == config.Settings()
    assert "damaged" in caplog.text


def test_wrong_types_fall_back_field_by_field(config_home, caplog):
    (config_home / "settings.json").write_text(json.dumps(
        {"volume": "loud", "muted": 1, "fullscreen": True, "animation_speed": 3.3, "colour_blind": None}))
    with caplog.at_level(logging.WARNING):
        settings = config.load_settings()
    assert settings.fullscreen is True
    assert settings.volume == config.Settings().volume
    assert settings.muted is False and settings.colour_blind is False
    assert settings.animation_speed == 1.0
    assert "volume" in caplog.text and "animation_speed" in caplog.text


def test_a_list_instead_of_a_table_gives_defaults(config_home, caplog):
    (config_home / "settings.json").write_text("[1, 2, 3]")
    with caplog.at_level(logging.WARNING):
        assert config.load_settings() == config.Settings()
    assert "not a table" in caplog.text


def test_out_of_range_volume_is_rejected(config_home):
    (config_home / "settings.json").write_text(json.dumps({"volume": 7}))
    assert config.load_settings().volume == config.Settings().volume


def test_choices_are_remembered_per_key_and_survive_junk(config_home):
    config.save_choices("setup:a", {"players": 3})
    config.save_choices("setup:b", {"players": 4})
    assert config.load_choices("setup:a") == {"players": 3}
    (config_home / "choices.json").write_text("not json")
    assert config.load_choices("setup:a") == {}
    config.save_choices("setup:a", {"players": 5})
    assert config.load_choices("setup:a") == {"players": 5}
