export * from './dictionaries'
