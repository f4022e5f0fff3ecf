import "./fail-on-console-error";
