export { choiceName, choiceOptions, useChoices, type Choice, type ChoiceOption } from './choices'
export { namedBy, useResourceChoices, useShopChoices, type ResourceRow } from './resource-choices'
