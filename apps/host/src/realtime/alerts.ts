import type { VoiceTime } from '@store/contract'

/** spec §4 / §9: voiceTime 1 plays the alert once; 3 plays it three times, 5 s apart. */
export const ALERT_GAP_MS = 5000

/** When each play starts, in milliseconds from the event. */
export function alertSchedule(voiceTime: VoiceTime | undefined): number[] {
  const times = voiceTime === 3 ? 3 : voiceTime === 1 ? 1 : 0
  return Array.from({ length: times }, (_, i) => i * ALERT_GAP_MS)
}

/** Plays the alert on its schedule; answers a function that cancels the plays still to come. */
export function playAlerts(voiceTime: VoiceTime | undefined, play: () => void): () => void {
  const timers = alertSchedule(voiceTime).map((at) => setTimeout(play, at))
  return () => timers.forEach(clearTimeout)
}
