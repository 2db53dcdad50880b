package ringside.contract;

import java.util.List;
import java.util.stream.Collectors;

/**
 * One framework module (loom, akka, ...). Each {@code *-impl} module registers exactly one implementation in
 * {@code META-INF/services/ringside.contract.Framework}; the launcher, the JMH benchmarks and the TCK find it there.
 */
public interface Framework {

    /** The module's name without {@code -impl}: {@code loom}, {@code akka}, ... */
    String name();

    /** The version of the framework that is measured (for the JDK itself: the JDK version). */
    String version();

    /** The framework's licence, as a user needs to know it before adopting it. */
    String licence();

    /** Release, maintenance, JDK, build and remoting facts for the report's "Choosing a framework" section. */
    FrameworkFacts facts();

    /** The variants this module offers, in the order reports list them. */
    List<Variant> variants();

    /**
     * JVM arguments the JMH fork needs for this framework at the given parallelism: agents, --add-opens,
     * scheduler properties. Heap, GC and the suite's own properties are added by the launcher, the same for all.
     */
    List<String> jvmArgs(int parallelism);

    default Variant variant(String variantName) {
        return variants().stream()
                .filter(v -> v.name().equals(variantName))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("variants: '" + variantName + "' is not a variant of "
                        + name() + "; accepted: " + variants().stream().map(Variant::name).collect(Collectors.joining(", "))));
    }
}
