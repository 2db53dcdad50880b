package ringside.declaration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Method;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Benchmark;
import ringside.launcher.BenchmarkSizes;
import ringside.parameters.Parameter;
import ringside.parameters.ParameterException;
import ringside.parameters.Parameters;
import ringside.parameters.WorkloadSizes;
import ringside.remote.RemoteBenchmark;
import ringside.workload.Workload;

class DeclarationsTest {

    /** Every workload is declared once, its benchmark class has @Benchmark methods, and results map back to it. */
    @Test
    void everyWorkloadHasItsBenchmarkAndResultsNameItBack() {
        for (Workload w : Workload.values()) {
            WorkloadDeclaration d = Declarations.of(w);
            assertEquals(w, d.workload());
            List<Method> benchmarks = Arrays.stream(d.benchmark().getMethods())
                    .filter(m -> m.isAnnotationPresent(Benchmark.class)).toList();
            assertTrue(!benchmarks.isEmpty(), d.benchmark() + " has no @Benchmark method");
            benchmarks.forEach(m -> assertEquals(w, Declarations.workloadOf(d.benchmark().getName() + "." + m.getName())));
        }
        assertThrows(IllegalArgumentException.class, () -> Declarations.workloadOf("org.example.Other.ring"));
        assertEquals(Workload.REMOTE, Declarations.workloadOf("ringside.bench.RemoteBenchmark.oneWay"),
                "a name of runs stored before remote had a package of its own");
        assertEquals(RemoteBenchmark.class, Declarations.of(Workload.REMOTE).benchmark());
    }

    /** A workload without a declaration, or with two, stops the load with its name. */
    @Test
    void aMissingOrDoubleDeclarationIsNamed() {
        List<WorkloadDeclaration> all = Arrays.stream(Workload.values()).map(Declarations::of).toList();
        assertEquals(Workload.values().length, Declarations.check(all).size());
        IllegalStateException missing = assertThrows(IllegalStateException.class,
                () -> Declarations.check(all.subList(1, all.size())));
        assertTrue(missing.getMessage().contains(Workload.values()[0].publicName()), missing.getMessage());
        List<WorkloadDeclaration> twice = new java.util.ArrayList<>(all);
        twice.add(new Sieve());
        IllegalStateException doubled = assertThrows(IllegalStateException.class, () -> Declarations.check(twice));
        assertTrue(doubled.getMessage().startsWith("sieve is declared twice"), doubled.getMessage());
    }

    /** Ring and ping-pong take a stack depth, as their benchmarks' @Param says; names carry a depth above 0. */
    @Test
    void theWorkloadsThatTakeAStackDepthAreThoseWhoseBenchmarkHasIt() {
        assertEquals(List.of(Workload.RING, Workload.PINGPONG), Arrays.stream(Workload.values())
                .filter(Declarations::takesStackDepth).toList());
        assertEquals("ring", Declarations.name(Workload.RING, 0));
        assertEquals("pingpong, stackDepth 64", Declarations.name(Workload.PINGPONG, 64));
    }

    /** Known answers at known sizes: the workload's own count, the actors alive at once, what is left to each op. */
    @Test
    void messagesPerOpAndActorsAliveAtKnownSizes() {
        Parameters p = Parameters.resolve(name -> switch (name) {
            case "pingPongCount" -> "10";
            case "sieveLimit" -> "30";
            case "bigActors" -> "7";
            case "latencyRates" -> "100,200";
            default -> null;
        });
        assertEquals(OptionalLong.of(20), Declarations.of(Workload.PINGPONG).messagesPerOp(p), "2 per round trip");
        assertEquals(Optional.of(11L), Declarations.of(Workload.SIEVE).aliveAtOnce(p),
                "10 filters (2 3 5 7 11 13 17 19 23 29) and the generator");
        assertEquals(Optional.of(7L), Declarations.of(Workload.BIG).aliveAtOnce(p));
        assertEquals(Optional.empty(), Declarations.of(Workload.SELECT).aliveAtOnce(p));
        assertEquals(OptionalLong.empty(), Declarations.of(Workload.LATENCY).messagesPerOp(p), "two rates, two sizes");
        assertEquals(OptionalLong.empty(), Declarations.of(Workload.HTTP_THROUGHPUT).messagesPerOp(p));
        assertEquals(OptionalLong.empty(), Declarations.of(Workload.LATENCY).iterationCount(p), "two rates");
        Parameters oneRate = p.with(Parameter.latencyRates, "200");
        assertEquals(OptionalLong.of(200L * oneRate.integer(Parameter.latencyDuration)),
                Declarations.of(Workload.LATENCY).iterationCount(oneRate), "200 requests a second over its duration");
        assertEquals(OptionalLong.of(p.integer(Parameter.footprintActors)),
                Declarations.of(Workload.FOOTPRINT).iterationCount(p));
        assertEquals(OptionalLong.empty(), Declarations.of(Workload.RING).iterationCount(p));
        assertEquals("actors", Declarations.of(Workload.FOOTPRINT).countName());
        assertEquals("ops", Declarations.of(Workload.RING).countName());
    }

    /** Each declaration checks its sizes when the parameters are resolved: the one services list holds every declaration. */
    @Test
    void everyDeclarationChecksItsSizesWhenTheParametersAreResolved() {
        Set<Class<?>> checking = ServiceLoader.load(WorkloadSizes.class).stream().map(ServiceLoader.Provider::type)
                .collect(Collectors.toSet());
        Set<Class<?>> declared = Arrays.stream(Workload.values()).map(w -> Declarations.of(w).getClass())
                .collect(Collectors.toSet());
        assertEquals(declared, checking);
        ParameterException e = assertThrows(ParameterException.class,
                () -> Parameters.resolve(name -> name.equals("sieveLimit") ? "1" : null));
        assertTrue(e.getMessage().contains("sieveLimit"), e.getMessage());
    }

    /**
     * A side-by-side loop takes its benchmark's own sizes, each said once in its words; every row is of a workload
     * measured side by side, and no two rows share a name.
     */
    @Test
    void sideBySideLoopsTakeTheirBenchmarksSizes() {
        Parameters p = Parameters.resolve(name -> null);
        List<String> rows = new java.util.ArrayList<>();
        for (Workload w : Workload.values()) {
            WorkloadDeclaration d = Declarations.of(w);
            d.sideBySideLoop().ifPresent(loop -> {
                String sizes = BenchmarkSizes.of(w, p);
                loop.sizes().forEach(s -> assertTrue((" " + sizes).contains(" " + s.name() + "="), w + ": " + s
                        + " is not among its benchmark's sizes, " + sizes));
                assertEquals(loop.sizes().size(), loop.sizesInWords().split("%s", -1).length - 1, w.publicName());
                assertTrue(loop.sizesInWords(s -> p.text(s)).startsWith(w.publicName().substring(0, 3)),
                        loop.sizesInWords(s -> p.text(s)));
            });
            assertTrue(d.sideBySideRows().isEmpty() || d.sideBySideLoop().isPresent()
                    || d.sideBySideServer().isPresent(), w + " has rows but is not measured side by side");
            d.sideBySideRows().forEach(r -> rows.add(r.name()));
        }
        assertEquals(rows.size(), Set.copyOf(rows).size(), "row names: " + rows);
        assertTrue(rows.size() > 20, "rows: " + rows);
    }

    /** The fixed ops of the workloads whose benchmarks fix them, as their JMH annotations say. */
    @Test
    void iterationsAreTheBenchmarksFixedOpsWhereItFixesThem() {
        Parameters p = Parameters.resolve(name -> null);
        for (Workload w : Workload.values()) {
            WorkloadDeclaration d = Declarations.of(w);
            if (w == Workload.REMOTE) { // its two benchmarks fix their own; the declaration gives request-reply's
                assertEquals(RemoteBenchmark.WARM_UP_OPS, d.warmupIterations(p));
                assertEquals(RemoteBenchmark.MEASURED_OPS, d.iterations(p));
                continue;
            }
            org.openjdk.jmh.annotations.Warmup warmup = d.benchmark().getAnnotation(
                    org.openjdk.jmh.annotations.Warmup.class);
            org.openjdk.jmh.annotations.Measurement measured = d.benchmark().getAnnotation(
                    org.openjdk.jmh.annotations.Measurement.class);
            assertEquals(warmup != null ? warmup.iterations() : p.integer(Parameter.warmupIterations),
                    d.warmupIterations(p), w.publicName());
            assertEquals(measured != null ? measured.iterations() : p.integer(Parameter.iterations),
                    d.iterations(p), w.publicName());
            assertTrue(d.iterationSeconds(p) > 0, w.publicName());
        }
    }
}
