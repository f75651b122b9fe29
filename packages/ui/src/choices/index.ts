export { choiceName, choiceOptions, useChoices, type Choice, type ChoiceOption } from './choices'
export { namedBy, useResourceChoices, type ResourceRow } from './resource-choices'
