// The experiments pages (product docs-infra) test the demo machinery with Material UI components.
export { DemoProvider } from './material-ui';
