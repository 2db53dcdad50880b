package ringside.compare;

/** One fact of the two runs' environments that differs: what it is, and its value in A and in B. */
record Difference(String what, String a, String b) {
}
