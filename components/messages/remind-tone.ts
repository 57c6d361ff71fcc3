/**
 * The remind tone (portal.md sections 3 and 9): the unit's sound, played on a new notice, repeated
 * `time` times; 999 means until stopped (the pop-ups are acknowledged or closed). Browsers may
 * refuse sound before the user has interacted with the page: then it stays silent.
 */
export const ENDLESS = 999;

export class TonePlayer {
  private audio: HTMLAudioElement | undefined;
  private left = 0;

  play(tone: { toneUrl: string; time: number }): void {
    if (!tone.toneUrl || tone.time <= 0) return;
    this.stop();
    const audio = new Audio(tone.toneUrl);
    this.audio = audio;
    this.left = tone.time >= ENDLESS ? Number.POSITIVE_INFINITY : tone.time;
    audio.addEventListener('ended', () => {
      if (this.audio !== audio) return;
      this.left -= 1;
      if (this.left > 0) void audio.play().catch(() => undefined);
    });
    void audio.play().catch(() => undefined);
  }

  stop(): void {
    if (!this.audio) return;
    this.audio.pause();
    this.audio = undefined;
    this.left = 0;
  }
}
