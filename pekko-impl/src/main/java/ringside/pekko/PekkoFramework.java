package ringside.pekko;

import com.typesafe.config.ConfigFactory;
import java.util.List;
import ringside.contract.Framework;
import ringside.contract.Variant;

/** Apache Pekko typed actors (the Apache-2.0 fork of Akka 2.6); the version is the pekko-actor on the class path. */
public final class PekkoFramework implements Framework {

    @Override
    public String name() {
        return "pekko";
    }

    /** From pekko-actor's own reference.conf, so it names the jar actually loaded, without starting a system. */
    @Override
    public String version() {
        return ConfigFactory.defaultReference().getString("pekko.version");
    }

    /** Every Pekko release is Apache-2.0 (an Apache Software Foundation project). */
    @Override
    public String licence() {
        return "Apache-2.0";
    }

    @Override
    public List<Variant> variants() {
        return List.of(ActorVariant.TYPED, ActorVariant.TYPED_TUNED);
    }

    /** Nothing beyond the launcher's common arguments: the dispatcher is sized in the variant's config. */
    @Override
    public List<String> jvmArgs(int parallelism) {
        return List.of();
    }
}
