package ringside.compare;

/** A row both runs have that is not compared, and why: its sizes or its unit differ ("ringSize 1000000 in A, ..."). */
record Refusal(RowKey key, String reason) {
}
