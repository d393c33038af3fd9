// Base UI demos style themselves with @mui/system, which reads Material UI's theme (issue 4 §5).
export { DemoProvider } from './material-ui';
