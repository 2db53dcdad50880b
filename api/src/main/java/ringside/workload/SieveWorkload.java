package ringside.workload;

import java.util.Arrays;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The concurrent prime sieve as a pipeline. The op creates a generator and the filter for 2. The generator sends 3,
 * 4, ..., {@code sieveLimit - 1} and then {@link #END} to the first filter. Each filter holds one prime. A number
 * divisible by it is dropped; any other is forwarded to the next filter, or, at the tail, is a new prime: the tail
 * filter creates the filter for it, which becomes the new tail. {@link #END} travels down the pipeline; each filter
 * reports its counts on it and forwards it, and the tail ends the op. Numbers stay in order on every link, so a
 * number meets every smaller prime's filter. Counted and checked by {@link SieveTally}.
 */
public record SieveWorkload(int sieveLimit) {
    /** The last number sent, after every number: not a number to sieve. */
    public static final int END = 0;
    /** The first prime, whose filter the op creates; the generator starts after it. */
    public static final int FIRST_PRIME = 2;
    /** 78,498 primes, so as many filters alive at once; more would not say more. */
    public static final int MAX_LIMIT = 1_000_000;

    private static final Map<Integer, Expected> EXPECTED = new ConcurrentHashMap<>();

    public SieveWorkload {
        Workload.require(sieveLimit >= 3 && sieveLimit <= MAX_LIMIT, "sieveLimit", sieveLimit,
                "3 to " + MAX_LIMIT + " (primes below it)");
    }

    /** The primes below the limit, each a filter, ascending. Computed once per limit; do not modify. */
    int[] primes() {
        return expected().primes;
    }

    /** How many filters the op ends with: one per prime below the limit. */
    public int filters() {
        return primes().length;
    }

    /** Numbers filter {@code i} (holding the i-th prime) receives: those above its prime with no smaller factor. */
    public long expectedReceived(int filter) {
        return expected().received[filter];
    }

    /** The sum of the numbers filter {@code i} receives. */
    public long expectedReceivedSum(int filter) {
        return expected().receivedSums[filter];
    }

    /** Per number below the limit, its smallest prime factor (0 for 0 and 1). Computed once per limit; read only. */
    int[] smallestFactors() {
        return expected().smallestFactor;
    }

    /** Per number below the limit, its filter's place among the primes, or -1. Computed once per limit; read only. */
    int[] filterIndices() {
        return expected().filterIndex;
    }

    /** Every hop: each number each filter receives, and {@link #END} once per filter. */
    public long messagesPerOp() {
        return expected().hops;
    }

    private Expected expected() {
        return EXPECTED.computeIfAbsent(sieveLimit, Expected::of);
    }

    /** The primes, and what each filter receives and drops, from the smallest prime factor of each number. */
    private record Expected(int[] primes, long[] received, long[] receivedSums, long hops, int[] smallestFactor,
            int[] filterIndex) {
        static Expected of(int limit) {
            int[] smallestFactor = new int[limit];
            for (int n = 2; n < limit; n++) {
                if (smallestFactor[n] == 0) {
                    for (int m = n; m < limit; m += n) {
                        if (smallestFactor[m] == 0) {
                            smallestFactor[m] = n;
                        }
                    }
                }
            }
            long[] withFactor = new long[limit]; // numbers 3..limit-1 by smallest prime factor, and their sums
            long[] sumWithFactor = new long[limit];
            for (int n = 3; n < limit; n++) {
                withFactor[smallestFactor[n]]++;
                sumWithFactor[smallestFactor[n]] += n;
            }
            int[] primes = java.util.stream.IntStream.range(2, limit).filter(n -> smallestFactor[n] == n).toArray();
            int[] filterIndex = new int[limit];
            Arrays.fill(filterIndex, -1);
            long[] received = new long[primes.length];
            long[] receivedSums = new long[primes.length];
            long atLeast = 0; // numbers 3..limit-1 whose smallest factor is at least primes[i]
            long atLeastSum = 0;
            long hops = 0;
            for (int i = primes.length - 1; i >= 0; i--) {
                int p = primes[i];
                filterIndex[p] = i;
                atLeast += withFactor[p];
                atLeastSum += sumWithFactor[p];
                boolean sent = p >= 3; // the generator sends every prime from 3; the filter for 2 is the op's
                received[i] = atLeast - (sent ? 1 : 0); // its own prime went to the filter before it
                receivedSums[i] = atLeastSum - (sent ? p : 0);
                hops += received[i] + 1;
            }
            return new Expected(primes, received, receivedSums, hops, smallestFactor, filterIndex);
        }
    }

    /** Why {@code number} should not have reached the filter for {@code prime}. */
    private String misplaced(int prime, int number) {
        if (number <= prime || number >= sieveLimit) {
            return number + ", which is not a number above " + prime + " below the limit";
        }
        int factor = smallestFactors()[number];
        return number + ", a multiple of " + factor + ": the filter for " + factor + " must drop its own multiples";
    }

    /** Where prime {@code p} is among the primes below the limit, or a negative number when it is not one. */
    int filterOf(int p) {
        return Arrays.binarySearch(primes(), p);
    }

    public SieveResult validate(SieveResult r) {
        String op = toString();
        r.generator().check(op, "generator", i -> "the generator", "SieveTally.createGenerator",
                "SieveTally.generatorStarted");
        if (r.strayFilters() != 0) {
            throw new InvalidResultException(op + ": " + r.strayFilters() + " filters were created for numbers that"
                    + " are not primes below the limit, the first for " + r.firstStray());
        }
        int[] primes = primes();
        long found = 0;
        long sum = 0;
        for (int i = 0; i < primes.length; i++) {
            if (r.filterStarts()[i] != Starts.NOT_STARTED) {
                found++;
                sum += primes[i];
            }
        }
        long expectedSum = Arrays.stream(primes).asLongStream().sum();
        if (found != primes.length || sum != expectedSum) {
            throw new InvalidResultException(op + ": " + found + " primes found (their sum " + sum + "), expected "
                    + primes.length + " (sum " + expectedSum + ")");
        }
        new Starts(true, r.filterStarts()).check(op, "filters", i -> "the filter for " + primes[i],
                "SieveTally.createFilter", "SieveTally.filterStarted");
        for (int i = 0; i < primes.length; i++) {
            if (!r.ended()[i]) {
                throw new InvalidResultException(op + ": the filter for " + primes[i] + " never reported the end of"
                        + " the numbers (SieveTally.filterEnded)");
            }
        }
        for (int i = 0; i < primes.length; i++) {
            if (r.misplaced()[i] != 0) {
                throw new InvalidResultException(op + ": the filter for " + primes[i] + " received " + r.misplaced()[i]
                        + " numbers it should never have had, the first " + misplaced(primes[i], r.firstMisplaced()[i]));
            }
            if (r.received()[i] != expectedReceived(i) || r.receivedSums()[i] != expectedReceivedSum(i)) {
                throw new InvalidResultException(op + ": the filter for " + primes[i] + " received " + r.received()[i]
                        + " numbers summing to " + r.receivedSums()[i] + ", expected " + expectedReceived(i)
                        + " summing to " + expectedReceivedSum(i) + " (SieveTally.received, at each number): every"
                        + " number above it that no smaller prime divides must reach it; a filter before it that drops"
                        + " more than its own multiples leaves it short");
            }
        }
        return r;
    }
}
