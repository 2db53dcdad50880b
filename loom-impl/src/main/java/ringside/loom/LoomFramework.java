package ringside.loom;

import java.util.List;
import ringside.contract.Framework;
import ringside.contract.Variant;

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
    public List<Variant> variants() {
        return List.of(ThreadVariant.PLATFORM, ThreadVariant.VIRTUAL);
    }

    @Override
    public List<String> jvmArgs(int parallelism) {
        return VirtualThreadScheduler.jvmArgs(parallelism);
    }
}
