"""Make the app's sound effects from plain sine waves (run: python -m sounds.make_sounds).

Every effect is synthesised here, so the app owns its sounds outright.
"""
from __future__ import annotations

import math
import struct
import wave
from pathlib import Path

RATE = 22050

# name -> list of (frequency Hz, start s, length s, loudness 0..1)
EFFECTS: dict[str, list[tuple[float, float, float, float]]] = {
    "place": [(523.25, 0.0, 0.09, 0.6), (784.0, 0.03, 0.12, 0.35)],
    "invalid": [(196.0, 0.0, 0.16, 0.5), (185.0, 0.12, 0.2, 0.5)],
    "click": [(880.0, 0.0, 0.04, 0.4)],
    "coin": [(987.8, 0.0, 0.07, 0.45), (1318.5, 0.06, 0.16, 0.4)],
    "reveal": [(392.0, 0.0, 0.12, 0.4), (493.9, 0.08, 0.12, 0.4), (587.3, 0.16, 0.25, 0.4)],
    "round_won": [(523.25, 0.0, 0.14, 0.5), (659.3, 0.12, 0.14, 0.5), (784.0, 0.24, 0.3, 0.5)],
    "match_won": [(523.25, 0.0, 0.15, 0.5), (659.3, 0.14, 0.15, 0.5), (784.0, 0.28, 0.15, 0.5),
                  (1046.5, 0.42, 0.5, 0.5)],
    "solved": [(659.3, 0.0, 0.12, 0.45), (784.0, 0.1, 0.12, 0.45), (987.8, 0.2, 0.12, 0.45),
               (1318.5, 0.3, 0.45, 0.45)],
}


def render(notes: list[tuple[float, float, float, float]]) -> list[int]:
    """Mix notes (with a soft attack and decay) into 16-bit samples."""
    end = max(start + length for _, start, length, _ in notes)
    samples = [0.0] * int(end * RATE + RATE * 0.02)
    for freq, start, length, loud in notes:
        first = int(start * RATE)
        count = int(length * RATE)
        for i in range(count):
            t = i / RATE
            envelope = min(1.0, t / 0.005) * math.exp(-4.0 * t / length)
            tone = math.sin(2 * math.pi * freq * t) + 0.25 * math.sin(4 * math.pi * freq * t)
            samples[first + i] += loud * envelope * tone * 0.6
    peak = max(1.0, max(abs(s) for s in samples))
    return [int(32767 * s / peak) for s in samples]


def write(path: Path, samples: list[int]) -> None:
    """Write mono 16-bit PCM WAV."""
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(struct.pack(f"<{len(samples)}h", *samples))


def main() -> None:
    """Write every effect next to this file."""
    folder = Path(__file__).resolve().parent
    for name, notes in EFFECTS.items():
        write(folder / f"{name}.wav", render(notes))


if __name__ == "__main__":
    main()
