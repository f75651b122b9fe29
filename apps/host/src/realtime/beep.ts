let context: AudioContext | undefined

/** A short two-tone chime from WebAudio (no sound file to ship); silent where audio is unavailable. */
export function beep(): void {
  if (typeof AudioContext === 'undefined') return
  context ??= new AudioContext()
  const ctx = context
  // browsers start audio suspended until the page has had a user gesture
  void ctx.resume().catch(() => {})
  for (const [frequency, start] of [
    [880, 0],
    [660, 0.18],
  ] as const) {
    const oscillator = ctx.createOscillator()
    const gain = ctx.createGain()
    const at = ctx.currentTime + start
    oscillator.frequency.value = frequency
    gain.gain.setValueAtTime(0.2, at)
    gain.gain.exponentialRampToValueAtTime(0.001, at + 0.35)
    oscillator.connect(gain).connect(ctx.destination)
    oscillator.start(at)
    oscillator.stop(at + 0.35)
  }
}
