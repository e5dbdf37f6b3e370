/**
 * The Settings dialog's sound controls: master volume over two channels
 * (effects: dice, events, clicks; ambience: the game's background bed) and a
 * mute that silences all without moving the sliders. Each change goes to the
 * saved settings, and from there into the mixer (renderer/sound/useSound.ts).
 */
import type { Settings } from '../api/types';

type SoundKey = 'volume' | 'effectsVolume' | 'ambienceVolume';

const SLIDERS: readonly { key: SoundKey; label: string; hint: string; testId: string }[] = [
  { key: 'volume', label: 'Master volume', hint: 'Everything the table plays', testId: 'settings-volume' },
  { key: 'effectsVolume', label: 'Effects', hint: 'Dice, blows, doors, portals, buttons', testId: 'settings-effects-volume' },
  { key: 'ambienceVolume', label: 'Ambience', hint: 'The quiet background of each game', testId: 'settings-ambience-volume' },
];

interface Props {
  settings: Settings;
  changeSettings(patch: Partial<Settings>): void;
}

export function SoundSettings({ settings, changeSettings }: Props) {
  return (
    <fieldset className="field sound-settings" data-testid="settings-sound">
      <legend>Sound</legend>
      {SLIDERS.map(({ key, label, hint, testId }) => (
        <label className="sound-slider" key={key} title={hint}>
          <span>{label}</span>
          <input
            type="range"
            min={0}
            max={1}
            step={0.05}
            value={settings[key]}
            // Muted, the sliders still move (and are kept): they dim to say nothing plays.
            className={settings.muted ? 'muted' : undefined}
            onChange={(e) => changeSettings({ [key]: Number(e.target.value) })}
            aria-label={label}
            data-testid={testId}
          />
          <output>{Math.round(settings[key] * 100)}%</output>
        </label>
      ))}
      <label className="field-inline sound-mute">
        <input
          type="checkbox"
          checked={settings.muted}
          onChange={(e) => changeSettings({ muted: e.target.checked })}
          data-testid="settings-mute"
        />
        <span>Mute all sound</span>
      </label>
    </fieldset>
  );
}
