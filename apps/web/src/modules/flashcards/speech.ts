/**
 * Speaks an English word or sentence: the word's recording when it has one, else the browser's
 * speech synthesis (a browser without either just stays silent).
 */
export function canSpeak(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window && typeof SpeechSynthesisUtterance !== 'undefined';
}

export function speak(text: string, audioUrl?: string | null): void {
  if (typeof window === 'undefined') return;
  if (audioUrl) {
    void new Audio(audioUrl).play().catch(() => speakWithSynthesis(text));
    return;
  }
  speakWithSynthesis(text);
}

function speakWithSynthesis(text: string): void {
  if (!canSpeak() || !text.trim()) return;
  const synthesis = window.speechSynthesis;
  synthesis.cancel();
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = 'en-US';
  const voice = synthesis.getVoices().find((candidate) => candidate.lang.toLowerCase().startsWith('en'));
  if (voice) utterance.voice = voice;
  utterance.rate = 0.95;
  synthesis.speak(utterance);
}
