// bpmn-js's own styles, for every diagram of the area; only the lazily loaded diagrams import them
import 'bpmn-js/dist/assets/diagram-js.css'
import 'bpmn-js/dist/assets/bpmn-js.css'
