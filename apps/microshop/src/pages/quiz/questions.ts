import type { QuizQuestion, QuizQuestionInput } from '@store/contract'

/** A question as the dialog edits it: its options one a line. */
export interface QuestionRow {
  title: string
  lines: string
  answer?: number
  score: number
}

/** The non-empty lines of a question's options box. */
export const optionsOf = (lines: string | undefined) =>
  (lines ?? '')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)

export const toRow = (q: QuizQuestion): QuestionRow => ({
  title: q.title,
  lines: q.options.join('\n'),
  answer: q.answer,
  score: q.score,
})

export const toInput = (r: QuestionRow): QuizQuestionInput => ({
  title: r.title.trim(),
  options: optionsOf(r.lines),
  answer: r.answer ?? 0,
  score: r.score,
})
