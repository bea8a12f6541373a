// Standalone dev entry (the shell never loads it); the async boundary lets Module Federation share first.
import('./standalone/bootstrap');
