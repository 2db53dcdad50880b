package ringside.compare;

import ringside.report.Measurement;

/**
 * What makes a row of one run the same row in another: framework, variant, benchmark (the workload, and the stack
 * depth that makes it a benchmark of its own) and CPU set. Its sizes and unit must then agree too, or the pair is
 * refused.
 */
record RowKey(String label, String benchmark, String cpuSet) {

    static RowKey of(Measurement m) {
        return new RowKey(m.label(), m.benchmark(), m.cpuSet());
    }

    /** "pekko/typed ring on CPUs 0". */
    @Override
    public String toString() {
        return label + " " + benchmark + " on CPUs " + cpuSet;
    }
}
