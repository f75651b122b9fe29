'use strict'
const { webProject } = require('@store/configs/jest/web')

module.exports = webProject('child-store-srm', __dirname)
