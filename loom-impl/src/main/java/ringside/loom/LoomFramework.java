package ringside.loom;

import java.util.List;
import java.util.stream.Stream;
import ringside.contract.Framework;
import ringside.contract.FrameworkFacts;
import ringside.contract.Variant;
import ringside.contract.VirtualThreadScheduler;

/** The JDK itself: platform threads (the baseline of every report) and virtual threads. */
public final class LoomFramework implements Framework {

    @Override
    public String name() {
        return "loom";
    }

    @Override
    public String version() {
        return "JDK " + Runtime.version();
    }

    @Override
    public String licence() {
        return "GPL-2.0 with Classpath Exception (OpenJDK)";
    }

    @Override
    public FrameworkFacts facts() {
        return new FrameworkFacts(
                "the JDK that runs the suite; OpenJDK ships a feature release every six months, with long-term"
                        + " support for 21 (September 2023) and 25 (September 2025)",
                "maintained: OpenJDK, with builds and updates from several vendors (Eclipse Adoptium among them)",
                "virtual threads: JDK 21 and later (final in 21, JEP 444); platform threads: every JDK",
                "nothing: part of the JDK",
                "no: threads and queues are in-process",
                "2026-11-30");
    }

    @Override
    public List<Variant> variants() {
        return List.of(ThreadVariant.PLATFORM, ThreadVariant.VIRTUAL, JdkHttpServerVariant.PLATFORM,
                JdkHttpServerVariant.VIRTUAL, HelidonVariant.HELIDON);
    }

    @Override
    public List<String> jvmArgs(int parallelism) {
        return Stream.concat(VirtualThreadScheduler.jvmArgs(parallelism).stream(), JdkHttpStack.jvmArgs().stream())
                .toList();
    }
}
