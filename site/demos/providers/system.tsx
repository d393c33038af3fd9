// MUI System demos get Material UI's default theme, so palette names such as `primary.main` resolve.
export { DemoProvider } from './material-ui';
