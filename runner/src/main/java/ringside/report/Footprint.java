package ringside.report;

import java.util.List;
import ringside.statistics.Estimate;
import ringside.statistics.ForkSamples;

/**
 * One footprint result of one framework variant: bytes per idle actor on the heap, off the heap (resident memory)
 * and kept on the heap after the actors ended, each the mean over every measured op of every fork with its 95%
 * error (JMH's, from the secondary results the benchmark recorded). A reference program outside the JVM records none
 * of these but its whole runtime's memory per actor ({@code process}), which no JVM result has.
 */
public record Footprint(String framework, String variant, int parallelism, String cpuSet, int actors, Figure heap,
        Figure offHeap, Figure kept, int opsPerFork, String jdk, Figure process) {

    /** A JVM result: no whole-process figure. */
    public Footprint(String framework, String variant, int parallelism, String cpuSet, int actors, Figure heap,
            Figure offHeap, Figure kept, int opsPerFork, String jdk) {
        this(framework, variant, parallelism, cpuSet, actors, heap, offHeap, kept, opsPerFork, jdk, Figure.NONE);
    }

    /**
     * A mean (bytes per actor here; latency's figures too), its half-width at {@link ForkSamples#LEVEL} (NaN with one
     * op), and each fork's own mean.
     */
    public record Figure(double mean, double error, List<Double> forkMeans) {
        /** A figure the run did not record (no /proc on this system, for the off-heap one). */
        public static final Figure NONE = new Figure(Double.NaN, Double.NaN, List.of());

        /** Its estimate over fork means, what a ratio of two figures rests on; no interval with fewer than 2 forks. */
        public Estimate estimate() {
            if (forkMeans.size() < 2) {
                return new Estimate(mean, Double.NaN, 0);
            }
            Estimate forks = Estimate.of(forkMeans.stream().mapToDouble(Double::doubleValue).toArray());
            return new Estimate(mean, forks.varianceOfMean(), forks.degreesOfFreedom());
        }
    }

    public String label() {
        return framework + "/" + variant;
    }

    /** A reference program's result: its whole runtime's memory per actor, not split into heap and off-heap. */
    public boolean wholeProcess() {
        return !Double.isNaN(process.mean());
    }

    /** What one idle actor costs the process: its heap plus its resident memory outside the heap. */
    public double total() {
        return heap.mean() + offHeap.mean();
    }

    /** The error of the total: the two errors combined as independent. */
    public double totalError() {
        return Math.sqrt(heap.error() * heap.error() + offHeap.error() * offHeap.error());
    }

    /** True when other ran as many actors on the same CPUs: only such results are compared. */
    public boolean comparableWith(Footprint other) {
        return actors == other.actors && parallelism == other.parallelism && cpuSet.equals(other.cpuSet);
    }
}
