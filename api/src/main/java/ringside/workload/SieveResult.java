package ringside.workload;

/**
 * What a sieve op's common code saw ({@link SieveTally#result()}), per prime below the limit (index = the prime's
 * place among them): where its filter started ({@link Starts}), whether it reported the end, the numbers it received
 * (count and sum, counted at each receive), how many of them it should never have had and the first of those;
 * filters made for numbers that are not primes below the limit; where the generator started.
 */
public record SieveResult(Starts generator, int[] filterStarts, boolean[] ended, long[] received, long[] receivedSums,
        long[] misplaced, int[] firstMisplaced, long strayFilters, int firstStray) {
}
