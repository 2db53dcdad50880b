package ringside.workload;

/**
 * What a select op's collector observed ({@link SelectTally#result()}): messages in all, per source (index = the
 * source named in the message) their count and sum, how many came out of their source's order and the first of them
 * in words (null when none did); where each source started ({@link StartWitness}); and, under the TCK's hold
 * ({@link TckHold}), how many of source 0's messages came before the collector had taken another source's.
 */
public record SelectResult(long received, long[] counts, long[] sums, long outOfOrder, String firstOutOfOrder,
        Starts sources, long early) {
}
