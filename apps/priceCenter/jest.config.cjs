'use strict'
const { webProject } = require('@store/configs/jest/web')

module.exports = webProject('priceCenter', __dirname)
